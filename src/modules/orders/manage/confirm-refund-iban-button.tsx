"use client";
import { useTranslation } from "@/i18n/client";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

/** Confirms, once staff have checked it with the buyer, the IBAN a guest gave for a transfer refund. */
export function ConfirmRefundIbanButton({ refundId }: { refundId: number }) {
  const { t } = useTranslation("aftersale");
  const { busy, call } = useAdminCall({ toastErrors: true });
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void call("/api/admin/orders/confirm-refund-iban", { refundId }, { success: "aftersale:admin.ibanConfirmed" })}
      className="self-start rounded bg-orange-700 px-4 py-2 font-medium text-white disabled:opacity-50"
    >
      {t("admin.confirmIban")}
    </button>
  );
}
