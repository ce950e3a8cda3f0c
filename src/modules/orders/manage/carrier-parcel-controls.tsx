"use client";
import { useTranslation } from "@/i18n/client";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

const button = "self-start rounded bg-orange-700 px-4 py-2 font-medium text-white disabled:opacity-50";

/** Buys the packed order's parcel and label from the carrier aggregator. */
export function MarkReadyButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation("aftersale");
  const { busy, call } = useAdminCall({ toastErrors: true });
  return (
    <button
      type="button"
      disabled={busy}
      className={button}
      onClick={() => void call("/api/admin/orders/shipment", { orderId }, { success: "aftersale:admin.carrierParcel.created" })}
    >
      {t("admin.carrierParcel.ready")}
    </button>
  );
}

/** Cancels a parcel the carrier has not picked up yet. */
export function CancelParcelButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation("aftersale");
  const { busy, call } = useAdminCall({ toastErrors: true });
  return (
    <button
      type="button"
      disabled={busy}
      className="self-start rounded border border-neutral-500 px-4 py-2 font-medium disabled:opacity-50"
      onClick={() => void call("/api/admin/orders/shipment/cancel", { orderId }, { success: "aftersale:admin.carrierParcel.cancelled" })}
    >
      {t("admin.carrierParcel.cancel")}
    </button>
  );
}
