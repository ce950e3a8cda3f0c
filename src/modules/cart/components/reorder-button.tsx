"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage } from "@/modules/api/client";
import type { BulkLineReport } from "@/shared/cart/bulk-add";
import { bulkAdd } from "../bulk-add";
import { useCartState } from "../cart-store";
import { BulkReport } from "./bulk-report";

/** "Tekrar sipariş ver": a past order's lines into the cart, then what became of each line, read out as it appears. */
export function ReorderButton({ orderId, number, className }: { orderId: number; number: string; className: string }) {
  const { t } = useTranslation("cart");
  const { pending } = useCartState();
  const [report, setReport] = useState<BulkLineReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = pending === `reorder:${orderId}`;
  const run = async () => {
    setError(null);
    try {
      const answer = await bulkAdd(`reorder:${orderId}`, "/api/cart/reorder", { orderId });
      if (answer) setReport(answer);
    } catch (err) {
      setReport(null);
      setError(errorMessage(err) || t("reorder.failed"));
    }
  };
  return (
    <div className="w-full space-y-3">
      <button
        type="button"
        onClick={() => void run()}
        disabled={busy}
        className={className}
        aria-label={t("reorder.buttonNamed", { number })}
      >
        {busy ? t("reorder.pending") : t("reorder.button")}
      </button>
      <div role="status" className="empty:hidden">
        {report && <BulkReport report={report} />}
        {error && <p className="text-danger">{error}</p>}
      </div>
    </div>
  );
}
