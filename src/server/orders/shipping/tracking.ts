import "server-only";
import { eq, inArray } from "drizzle-orm";
import { geliverConfig } from "@/config/geliver";
import { db } from "@/server/platform/db/client";
import { carrierShipments, orders } from "@/server/platform/db/schema";
import { logger } from "@/server/platform/runtime/log";
import { toPrepareStatuses } from "@/shared/orders";
import { shipOrder } from "../aftersale/shipping";
import { moveOrder, SYSTEM_ACTOR } from "../status";
import { parcelProgress } from "./geliver";

type Row = typeof carrierShipments.$inferSelect;

/** The carrier picked the parcel up: the order moves to shipped the way a member of staff ships it, with its mail. */
async function pickedUp(row: Row) {
  const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
  if (order && toPrepareStatuses.includes(order.status))
    await shipOrder(SYSTEM_ACTOR, row.orderId, {
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl ?? undefined,
    });
  await db().update(carrierShipments).set({ state: "in_transit" }).where(eq(carrierShipments.orderId, row.orderId));
}

/** The parcel reached the buyer: the order moves to delivered, with its mail and live event. */
async function delivered(row: Row) {
  if (row.state === "label_ready") await pickedUp(row);
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for("update");
    if (before?.status === "shipped") await moveOrder(tx, before, "delivered", { actorId: SYSTEM_ACTOR });
    await tx.update(carrierShipments).set({ state: "delivered" }).where(eq(carrierShipments.orderId, row.orderId));
  });
}

/**
 * The tracking job: asks the carrier aggregator where each parcel not yet delivered is, and moves its order to
 * shipped and delivered. One parcel's failure is logged and retried on the next run; the others go on.
 */
export async function trackShipments(): Promise<number> {
  const config = geliverConfig();
  if (!config) return 0;
  const rows = await db()
    .select()
    .from(carrierShipments)
    .where(inArray(carrierShipments.state, ["label_ready", "in_transit"]));
  let moved = 0;
  for (const row of rows) {
    try {
      const progress = await parcelProgress(config, row.providerShipmentId);
      if (progress === "delivered") await delivered(row);
      else if (progress === "in_transit" && row.state === "label_ready") await pickedUp(row);
      else continue;
      moved++;
    } catch (error) {
      logger.warn({ err: error, orderId: row.orderId }, "shipment tracking failed");
    }
  }
  if (moved) logger.info({ moved }, "shipments tracked");
  return moved;
}
