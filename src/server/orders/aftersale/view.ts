import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { orderItems, orderRefunds, orderReturnLines, orderReturns, orderShipments, type orders } from "@/server/platform/db/schema";
import { trackingLink } from "@/shared/orders/aftersale";
import { wasPaid } from "../refunds";
import { orderTransitions } from "../status";
import { deliveredAt, excludedProducts, returnedUnits, withdrawalEnds } from "./returns";

/**
 * An order's life after it was placed, as the customer and staff see it: the parcel and its tracking link, the
 * delivery and the last day to ask for a return, what may still be returned, the returns asked for and the money
 * given back.
 */
export async function aftersaleView(order: Pick<typeof orders.$inferSelect, "id" | "status" | "paymentMethod">, now = new Date()) {
  const [[shipment], items, returns, refunds, delivered] = await Promise.all([
    db().select().from(orderShipments).where(eq(orderShipments.orderId, order.id)),
    db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db().select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).orderBy(asc(orderReturns.id)),
    db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.id)),
    order.status === "delivered" ? deliveredAt(db(), order.id) : null,
  ]);
  const [lines, taken, excluded] = await Promise.all([
    returns.length
      ? db()
          .select()
          .from(orderReturnLines)
          .where(
            inArray(
              orderReturnLines.returnId,
              returns.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderReturnLines.id))
      : [],
    returnedUnits(db(), order.id, ["requested", "approved"]),
    excludedProducts(
      db(),
      items.flatMap((i) => (i.productId ? [i.productId] : [])),
    ),
  ]);
  const returnUntil = delivered ? withdrawalEnds(delivered) : null;
  const nameOf = (itemId: number) => items.find((i) => i.id === itemId);
  return {
    shipment: shipment ? { ...shipment, url: trackingLink(shipment) } : null,
    deliveredAt: delivered,
    returnUntil,
    canCancel: orderTransitions[order.status].includes("cancelled"),
    canReturn: returnUntil !== null && now <= returnUntil,
    /** Returns (and cancelling a paid order) not paid by card are paid back by transfer, to the IBAN the customer gives. */
    needsIban: order.paymentMethod !== "card",
    paid: wasPaid(order),
    returnable: items.map((i) => ({
      itemId: i.id,
      name: i.name,
      variantLabel: i.variantLabel,
      left: i.quantity - (taken.get(i.id) ?? 0),
      excluded: i.productId !== null && excluded.has(i.productId),
    })),
    returns: returns.map((r) => ({
      ...r,
      lines: lines
        .filter((l) => l.returnId === r.id)
        .map((l) => ({
          id: l.id,
          quantity: l.quantity,
          name: nameOf(l.orderItemId)?.name ?? "",
          variantLabel: nameOf(l.orderItemId)?.variantLabel ?? null,
        })),
      refund: refunds.find((f) => f.returnId === r.id) ?? null,
    })),
    refunds,
  };
}
export type AftersaleView = Awaited<ReturnType<typeof aftersaleView>>;
