import { t } from "@/i18n/server";
import { adminLink } from "@/modules/admin/components/admin-table";
import type { CarrierParcelView } from "@/server/orders/shipping/shipments";
import { labelsPath } from "@/shared/orders/shipping";
import { CancelParcelButton, MarkReadyButton } from "./carrier-parcel-controls";

/**
 * The carrier aggregator's part of the order: the parcel bought (its label to print, a cancel before pickup), the
 * button that buys it for a packed order, or, without the aggregator's token, the note that shipments are manual.
 */
export function CarrierParcel({ orderId, packable, view }: { orderId: number; packable: boolean; view: CarrierParcelView }) {
  const { parcel } = view;
  if (parcel)
    return (
      <div className="flex flex-col gap-2">
        <p>
          {t("aftersale:admin.carrierParcel.summary", {
            carrier: t(`aftersale:carriers.${parcel.carrier}`),
            number: parcel.trackingNumber,
            desi: parcel.desi.toLocaleString("tr-TR"),
          })}{" "}
          · {t(`aftersale:admin.carrierParcel.state.${parcel.state}`)}
        </p>
        <a href={labelsPath([orderId])} className={adminLink}>
          {t("aftersale:admin.carrierParcel.label")}
        </a>
        {parcel.state === "label_ready" && <CancelParcelButton orderId={orderId} />}
      </div>
    );
  if (!packable) return null;
  if (view.mode === "manual") return <p>{t("aftersale:admin.carrierParcel.manual")}</p>;
  return (
    <div className="flex flex-col gap-2">
      <MarkReadyButton orderId={orderId} />
      <p>{t("aftersale:admin.carrierParcel.or")}</p>
    </div>
  );
}
