import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { geliverConfig } from "@/config/geliver";
import { storeConfig } from "@/config/store";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { carrierShipments, orderItems, orders, products } from "@/server/platform/db/schema";
import { downloadResponse } from "@/server/platform/http/download";
import { badRequest, conflict, notFound } from "@/server/platform/http/errors";
import { toPrepareStatuses } from "@/shared/orders";
import { labelsQuery } from "@/shared/orders/shipping";
import { buyShipment, cancelParcel } from "./geliver";
import { parcelOf } from "./parcel";

/** Whether parcels are bought from the carrier aggregator, or staff enter every tracking number by hand. */
export const shipmentMode = () => (geliverConfig() ? ("carrier" as const) : ("manual" as const));

const requireConfig = () => {
  const config = geliverConfig();
  if (!config) throw conflict("shipments_manual");
  return config;
};

/**
 * Staff mark a packed order ready: its parcel (desi from each product's box) is created at the carrier aggregator,
 * the cheapest offer accepted, and the label and tracking number kept on the order. The order itself moves to
 * shipped when the carrier picks the parcel up (src/server/orders/shipping/tracking.ts).
 */
export async function markOrderReady(staffId: string, orderId: number) {
  const config = requireConfig();
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  if (!toPrepareStatuses.includes(order.status)) throw conflict("invalid_status_transition");
  const [existing] = await db()
    .select({ id: carrierShipments.orderId })
    .from(carrierShipments)
    .where(eq(carrierShipments.orderId, orderId));
  if (existing) throw conflict("shipment_exists");
  const items = await db()
    .select({
      length: products.parcelLength,
      width: products.parcelWidth,
      height: products.parcelHeight,
      weight: products.parcelWeight,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
  const parcel = parcelOf(items);
  if (!parcel) throw conflict("shipment_needs_freight");
  const bought = await buyShipment(
    config,
    {
      number: order.number,
      grandTotal: order.grandTotal,
      cashOnDelivery: order.paymentMethod === "cash_on_delivery",
      address: order.shippingAddress,
      email: order.email,
      shopUrl: storeConfig.siteUrl,
    },
    parcel,
  );
  const saved = await db().transaction(async (tx) => {
    const rows = await tx
      .insert(carrierShipments)
      .values({ orderId, ...bought, desi: parcel.desi })
      .onConflictDoNothing()
      .returning({ id: carrierShipments.orderId });
    if (rows.length)
      await recordAudit(
        {
          actorId: staffId,
          action: "order.shipment",
          entity: "order",
          entityId: orderId,
          after: { trackingNumber: bought.trackingNumber, desi: parcel.desi },
        },
        tx,
      );
    return rows.length > 0;
  });
  if (!saved) {
    await cancelParcel(config, bought.providerShipmentId);
    throw conflict("shipment_exists");
  }
  return { orderId, carrier: bought.carrier, trackingNumber: bought.trackingNumber, trackingUrl: bought.trackingUrl, desi: parcel.desi };
}

/** Staff cancel a parcel the carrier has not picked up: at the aggregator first, then on the order. */
export async function cancelShipment(staffId: string, orderId: number) {
  const config = requireConfig();
  const [shipment] = await db().select().from(carrierShipments).where(eq(carrierShipments.orderId, orderId));
  if (!shipment) throw notFound();
  if (shipment.state !== "label_ready") throw conflict("shipment_picked_up");
  await cancelParcel(config, shipment.providerShipmentId);
  await db().transaction(async (tx) => {
    await tx.delete(carrierShipments).where(and(eq(carrierShipments.orderId, orderId), eq(carrierShipments.state, "label_ready")));
    await recordAudit(
      {
        actorId: staffId,
        action: "order.shipment-cancel",
        entity: "order",
        entityId: orderId,
        before: { trackingNumber: shipment.trackingNumber },
      },
      tx,
    );
  });
  return { orderId, cancelled: true };
}

/** The labels of several orders as one PDF to print, in the order asked for. */
export async function labelsDownload(url: string): Promise<Response> {
  // `?orders=12,13`, or the order list's form: `?orders=12&orders=13`.
  const query = labelsQuery.safeParse({ orders: new URL(url).searchParams.getAll("orders").join(",") });
  if (!query.success) throw badRequest("validation_failed");
  const ids = [...new Set(query.data.orders)];
  const rows = await db()
    .select({ orderId: carrierShipments.orderId, label: carrierShipments.label })
    .from(carrierShipments)
    .where(inArray(carrierShipments.orderId, ids));
  const byOrder = new Map(rows.map((r) => [r.orderId, r.label]));
  if (ids.some((id) => !byOrder.has(id))) throw notFound();
  const merged = await PDFDocument.create();
  for (const id of ids) {
    const label = await PDFDocument.load(byOrder.get(id)!);
    for (const page of await merged.copyPages(label, label.getPageIndices())) merged.addPage(page);
  }
  return downloadResponse({ filename: "kargo-etiketleri.pdf", contentType: "application/pdf", content: await merged.save() });
}

/** The order's parcel as the back office shows it (if one was bought), and whether the aggregator is set up. */
export async function carrierParcelView(orderId: number) {
  const [row] = await db()
    .select({
      carrier: carrierShipments.carrier,
      trackingNumber: carrierShipments.trackingNumber,
      trackingUrl: carrierShipments.trackingUrl,
      desi: carrierShipments.desi,
      state: carrierShipments.state,
    })
    .from(carrierShipments)
    .where(eq(carrierShipments.orderId, orderId));
  return { mode: shipmentMode(), parcel: row ?? null };
}

export type CarrierParcelView = Awaited<ReturnType<typeof carrierParcelView>>;
