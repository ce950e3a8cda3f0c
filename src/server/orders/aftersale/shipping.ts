import "server-only";
import { eq } from "drizzle-orm";
import { t } from "@/i18n/server";
import { db } from "@/server/platform/db/client";
import { orderShipments, orders } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { type Carrier, trackingLink } from "@/shared/orders/aftersale";
import { moveOrder } from "../status";

type Shipment = { carrier: Carrier; trackingNumber: string; trackingUrl?: string };

/** "Yurtiçi Kargo, takip no 123…": how the parcel is named in the history and the mail. */
export const shipmentNote = (s: { carrier: Carrier; trackingNumber: string }) =>
  t("aftersale:shipment.note", { carrier: t(`aftersale:carriers.${s.carrier}`), number: s.trackingNumber });

/**
 * Staff hand the parcel to a carrier: the order moves to "shipped" (the history, the audit) with its carrier and
 * tracking number kept, and the customer's mail carries the tracking link.
 */
export async function shipOrder(staffId: string, orderId: number, shipment: Shipment, now = new Date()) {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!before) throw notFound();
    const row = { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, trackingUrl: shipment.trackingUrl ?? null };
    const url = trackingLink(row);
    await moveOrder(tx, before, "shipped", {
      actorId: staffId,
      note: shipmentNote(row),
      action: { label: t("aftersale:shipment.track"), url },
    });
    await tx.insert(orderShipments).values({ orderId, ...row, shippedAt: now });
    return { id: orderId, status: "shipped" as const, trackingUrl: url };
  });
}
