"use client";
import { useTranslation } from "@/i18n/client";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

/** Staff withdraw an open offer now: it expires, and its prices no longer reach an order. */
export function QuoteWithdraw({ quoteId }: { quoteId: number }) {
  const { t } = useTranslation("quotes");
  const { busy, call } = useAdminCall({ toastErrors: true });
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void call("/api/admin/quotes/expire", { quoteId }, { success: "quotes:admin.withdrawn" })}
      className="self-start rounded border border-neutral-500 px-5 py-2 font-medium disabled:opacity-50"
    >
      {t("admin.withdraw")}
    </button>
  );
}
