"use client";
import { useEffect, useState } from "react";
import { useTranslation } from "@/i18n/client";

/**
 * Copies an IBAN without its spaces (banking apps take it either way; pasted into a single field it must
 * fit). The button appears only once the page can copy; the status line is always there so screen readers
 * hear the result.
 */
export function CopyIbanButton({ iban, bank }: { iban: string; bank: string }) {
  const { t } = useTranslation("content");
  const [canCopy, setCanCopy] = useState(false);
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => setCanCopy(Boolean(navigator.clipboard)), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(iban.replace(/\s/g, ""));
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {canCopy ? (
        <button
          type="button"
          onClick={copy}
          className="rounded border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-700 hover:bg-primary-50"
        >
          <span className="sr-only">{bank} </span>
          {t("bank.copy")}
        </button>
      ) : null}
      <p role="status" className={`text-sm ${status === "failed" ? "text-danger" : "text-success"}`}>
        {status === "idle" ? "" : t(status === "copied" ? "bank.copied" : "bank.copyFailed", { bank })}
      </p>
    </div>
  );
}
