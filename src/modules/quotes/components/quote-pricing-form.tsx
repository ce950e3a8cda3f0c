"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { liraInputValue, parseLiraInput } from "@/lib/lira-input";
import { toShopDay } from "@/lib/shop-time";
import { FormError } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import type { Quote } from "@/shared/quotes";
import { QUOTE_NOTE_MAX } from "@/shared/quotes/limits";

const field = "rounded border border-neutral-400 p-2 text-base";

/** Staff price each line (Turkish lira as typed, 1.234,56), give the validity date and a note, and send the quote. */
export function QuotePricingForm({ quote }: { quote: Quote }) {
  const { t } = useTranslation("quotes");
  const { busy, error, call } = useAdminCall();
  const [prices, setPrices] = useState(() => quote.lines.map((l) => (l.unitPrice == null ? "" : liraInputValue(l.unitPrice))));
  const [validUntil, setValidUntil] = useState(quote.validUntil ? toShopDay(new Date(quote.validUntil)) : "");
  const [note, setNote] = useState(quote.staffNote);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const lines = quote.lines.map((l, i) => ({ id: l.id, unitPrice: parseLiraInput(prices[i] ?? "") }));
    await call("/api/admin/quotes/send", { quoteId: quote.id, lines, validUntil, note }, { success: "quotes:admin.sent" });
  }

  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-4 rounded border border-neutral-300 p-4" noValidate>
      {quote.lines.map((l, i) => (
        <label key={l.id} className="flex flex-col text-sm">
          {`${l.quantity} × ${l.name}${l.variantLabel ? ` (${l.variantLabel})` : ""} — ${t("admin.price")}`}
          <input
            value={prices[i]}
            onChange={(e) => setPrices(prices.map((p, j) => (j === i ? e.target.value : p)))}
            inputMode="decimal"
            required
            className={field}
          />
        </label>
      ))}
      <label className="flex flex-col text-sm">
        {t("admin.validUntil")}
        <input type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} required className={field} />
      </label>
      <label className="flex flex-col text-sm">
        {t("admin.note")}
        <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={QUOTE_NOTE_MAX} rows={3} className={field} />
      </label>
      <FormError message={error} />
      <button
        type="submit"
        disabled={busy}
        className="self-start rounded bg-orange-700 px-5 py-2 font-medium text-white disabled:opacity-50"
      >
        {t("admin.send")}
      </button>
    </form>
  );
}
