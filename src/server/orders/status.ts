import "server-only";
import { eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatDate } from "@/lib/shop-time";
import { recordAudit } from "@/server/platform/audit";
import type { Tx } from "@/server/platform/db/client";
import { orderStatusHistory, orders } from "@/server/platform/db/schema";
import { conflict } from "@/server/platform/http/errors";
import { ownerScope, publishLive } from "@/server/platform/live/publish";
import { queueMail } from "@/server/platform/mail/outbox";
import { type MailContent, paragraphsOf } from "@/server/platform/mail/render";
import type { OrderStatus } from "@/shared/orders";
import { withdrawalEnds } from "./aftersale/returns";
import { greetingName, orderPageUrl } from "./page-url";
import { restoreStock } from "./stock";

/** The only moves an order may make; cancelling is allowed until the parcel leaves. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ["paid", "cancelled"],
  paid: ["shipped", "cancelled"],
  // Cash on delivery: accepted and being packed, paid at the door.
  preparing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

/** The audit's actor when the shop itself moves an order (a scheduled job), not a member of staff. */
export const SYSTEM_ACTOR = "system";

type Order = typeof orders.$inferSelect;

/**
 * Moves a locked order one allowed step inside the caller's transaction: the status, its history, the stock back
 * on a cancellation, the audit record, and the customer's mail queued with them. Answers the products whose stock
 * came back (none unless cancelled), for `stockGivenBack` after the commit.
 */
export async function moveOrder(
  tx: Tx,
  before: Order,
  status: OrderStatus,
  by: { actorId: string; note?: string; action?: MailContent["action"] },
): Promise<number[]> {
  if (!orderTransitions[before.status].includes(status)) throw conflict("invalid_status_transition");
  const { actorId, note } = by;
  await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, before.id));
  await tx.insert(orderStatusHistory).values({ orderId: before.id, status, note: note || null, actorId });
  const restocked = status === "cancelled" ? await restoreStock(tx, before.id) : [];
  await recordAudit(
    { actorId, action: "order.status", entity: "order", entityId: before.id, before: { status: before.status }, after: { status, note } },
    tx,
  );
  const statusLabel = t(`admin:orders.status.${status}`);
  const values = {
    name: greetingName(before),
    number: before.number,
    status: statusLabel,
    note,
    url: orderPageUrl(before),
    brand: storeConfig.brand,
  };
  await queueMail(tx, {
    to: before.email,
    subject: t("admin:orders.mail.subject", values),
    paragraphs: withWithdrawal(paragraphsOf(t(note ? "admin:orders.mail.textWithNote" : "admin:orders.mail.text", values)), status),
    action: by.action,
  });
  await publishLive(tx, ownerScope(before), { kind: "order", id: before.id });
  return restocked;
}

/** The delivered mail names the last day of the withdrawal period, before the order's link and the signature. */
function withWithdrawal(paragraphs: string[][], status: OrderStatus): string[][] {
  if (status !== "delivered") return paragraphs;
  const deadline = formatDate(withdrawalEnds(new Date()));
  return [...paragraphs.slice(0, -2), [t("admin:orders.mail.withdrawal", { deadline })], ...paragraphs.slice(-2)];
}
