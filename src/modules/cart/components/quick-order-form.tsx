"use client";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage } from "@/modules/api/client";
import type { BulkLineReport } from "@/shared/cart/bulk-add";
import { MAX_QUICK_ORDER_FILE_BYTES, MAX_QUICK_ORDER_LINES } from "@/shared/cart/quick-order-limits";
import { type ParsedQuickOrder, parseQuickOrderCsv, parseQuickOrderText } from "@/shared/cart/quick-order-text";
import { bulkAdd } from "../bulk-add";
import { useCartState } from "../cart-store";
import { BulkReport } from "./bulk-report";

type Problem = { message: string; unread?: ParsedQuickOrder["unread"] };

const fieldClass = "block w-full rounded border border-gray-400 px-3 py-2 font-mono text-sm focus:border-primary-600";

/**
 * The quick order: codes and quantities typed or pasted, one per line, or a small CSV file; every line that can be
 * read goes to the cart in one request, and the report says what became of each, read out as it appears.
 */
export function QuickOrderForm() {
  const { t } = useTranslation("cart");
  const id = useId();
  const { pending } = useCartState();
  const [text, setText] = useState("");
  const [file, setFile] = useState<{ name: string; parsed: ParsedQuickOrder } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [report, setReport] = useState<BulkLineReport[] | null>(null);
  const busy = pending === "quick-order";

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > MAX_QUICK_ORDER_FILE_BYTES) return setProblem({ message: t("quickOrder.fileTooLarge") });
    setFile({ name: chosen.name, parsed: parseQuickOrderCsv(await chosen.text()) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setReport(null);
    const typed = parseQuickOrderText(text);
    const lines = [...typed.lines, ...(file?.parsed.lines ?? [])];
    const unread = [...typed.unread, ...(file?.parsed.unread ?? [])];
    if (unread.length) return setProblem({ message: t("quickOrder.unread"), unread });
    if (lines.length === 0) return setProblem({ message: t("quickOrder.empty") });
    if (lines.length > MAX_QUICK_ORDER_LINES) return setProblem({ message: t("quickOrder.errors.tooManyLines") });
    setProblem(null);
    try {
      const answer = await bulkAdd("quick-order", "/api/cart/quick-order", { lines });
      if (answer) setReport(answer);
    } catch (error) {
      setProblem({ message: errorMessage(error) || t("toast.addFailed") });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-5" aria-label={t("quickOrder.title")}>
      <div className="space-y-1">
        <label htmlFor={`${id}-lines`} className="block font-medium">
          {t("quickOrder.linesLabel")}
        </label>
        <p id={`${id}-lines-hint`} className="text-sm text-gray-700">
          {t("quickOrder.linesHint", { max: MAX_QUICK_ORDER_LINES })}
        </p>
        <textarea
          id={`${id}-lines`}
          name="lines"
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-lines-hint`}
          spellCheck={false}
          autoCapitalize="characters"
          className={fieldClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-file`} className="block font-medium">
          {t("quickOrder.fileLabel")}
        </label>
        <p id={`${id}-file-hint`} className="text-sm text-gray-700">
          {t("quickOrder.fileHint")}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(e) => void onFile(e)}
          aria-describedby={`${id}-file-hint`}
          className="block text-sm"
        />
        {file && <p className="text-sm text-gray-700">{t("quickOrder.fileRead", { name: file.name, count: file.parsed.lines.length })}</p>}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {busy ? t("quickOrder.pending") : t("quickOrder.submit")}
      </button>
      <div role="status" className="space-y-3 empty:hidden">
        {problem && (
          <div className="text-danger">
            <p>{problem.message}</p>
            {problem.unread && (
              <ul className="list-disc pl-5">
                {problem.unread.map((u) => (
                  <li key={`${u.line}:${u.text}`}>{t("quickOrder.unreadLine", u)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {report && <BulkReport report={report} />}
      </div>
    </form>
  );
}
