import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { computeTotals, type DeliveryType, type PaymentMethod, type TotalsLine } from "@/lib/cart-totals";
import type { Db } from "@/server/platform/db/client";
import { cartItems, carts, orderItems, orderStatusHistory, orders, products } from "@/server/platform/db/schema";

/**
 * What must hold after any mix of concurrent cart changes and checkouts, over several app instances or across a
 * crash: shared by the two-instance and the crash tests. Each check answers the problems it found ([] when none),
 * so a failure names every broken order at once.
 */

export type Since = { orderId: number; at: Date };

/** Where a test starts: orders and carts after this point are the test's. */
export async function since(db: Db): Promise<Since> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${orders.id}), 0)::int` }).from(orders);
  return { orderId: row!.id, at: new Date(Date.now() - 1000) };
}

export async function stockOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** The totals the shop would compute for these lines: the one rule of src/lib/cart-totals, applied to stored rows. */
function recompute(lines: TotalsLine[], deliveryType: DeliveryType, paymentMethod: PaymentMethod | null) {
  return computeTotals({
    lines,
    deliveryType,
    paymentMethod,
    pricesIncludeTax: storeConfig.pricesIncludeTax,
    delivery: storeConfig.delivery,
  });
}

const amounts = (t: { subTotal: number; taxTotal: number; deliveryTotal: number; cashOnDeliveryServiceFee: number; grandTotal: number }) =>
  `${t.subTotal}/${t.taxTotal}/${t.deliveryTotal}/${t.cashOnDeliveryServiceFee}/${t.grandTotal}`;

/**
 * Every order placed since `from` is whole (lines, a first status, its cart completed) and its totals are the
 * recomputation of its lines; no line or status is left without its order, no cart completed without one.
 */
export async function orderProblems(db: Db, from: Since): Promise<string[]> {
  const problems: string[] = [];
  const placed = await db.select().from(orders).where(gt(orders.id, from.orderId)).orderBy(asc(orders.id));
  for (const order of placed) {
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    const [cart] = order.cartId ? await db.select().from(carts).where(eq(carts.id, order.cartId)) : [];
    if (items.length === 0) problems.push(`${order.number} has no lines`);
    if (history.length === 0) problems.push(`${order.number} has no status`);
    if (cart?.status !== "completed") problems.push(`${order.number}: its cart is ${cart?.status ?? "missing"}`);
    if (items.some((i) => i.lineTotal !== i.unitPrice * i.quantity)) problems.push(`${order.number}: a line total is not price × quantity`);
    const expected = recompute(
      items.map((i) => ({ unitPrice: i.unitPrice, originalUnitPrice: i.unitPrice, quantity: i.quantity, taxRate: i.taxRate })),
      order.deliveryType,
      order.paymentMethod,
    );
    if (!order.couponCode && amounts(order) !== amounts(expected))
      problems.push(`${order.number}: totals ${amounts(order)}, its lines give ${amounts(expected)}`);
  }
  const orphans = await db.execute(sql`
    select 'line ' || i.id as what from order_items i left join orders o on o.id = i.order_id where o.id is null
    union all
    select 'status ' || h.id from order_status_history h left join orders o on o.id = h.order_id where o.id is null`);
  for (const row of orphans.rows as { what: string }[]) problems.push(`${row.what} has no order`);
  const completed = await db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(
        eq(carts.status, "completed"),
        gte(carts.updatedAt, from.at),
        sql`not exists (select 1 from orders o where o.cart_id = ${carts.id})`,
      ),
    );
  for (const cart of completed) problems.push(`cart ${cart.id} is completed without an order`);
  return problems;
}

/** No unit created or lost: for each product, the stock it had = the stock it has + the units ordered since. */
export async function stockProblems(db: Db, from: Since, initial: Map<number, number>): Promise<string[]> {
  const ordered = await db
    .select({ id: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(gt(orders.id, from.orderId), inArray(orderItems.productId, [...initial.keys()])))
    .groupBy(orderItems.productId);
  const units = new Map(ordered.map((r) => [r.id, r.units]));
  const now = await stockOf(db, [...initial.keys()]);
  return [...initial].flatMap(([id, before]) => {
    const left = now.get(id)!;
    const sold = units.get(id) ?? 0;
    if (left < 0) return [`product ${id}: stock ${left}`];
    return before === left + sold ? [] : [`product ${id}: had ${before}, has ${left}, ${sold} ordered`];
  });
}

/** A cart answer against the cart's stored lines, priced from the catalogue as it is now. */
export async function cartTotalsProblem(
  db: Db,
  cartId: string,
  answer: {
    itemCount: number;
    subTotal: number;
    taxTotal: number;
    deliveryTotal: number;
    cashOnDeliveryServiceFee: number;
    grandTotal: number;
  },
): Promise<string | null> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  if (!cart) return `cart ${cartId} is missing`;
  const lines = await db
    .select({
      unitPrice: products.salesPrice,
      originalUnitPrice: products.unDiscountedSalesPrice,
      quantity: cartItems.quantity,
      taxRate: products.taxRate,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId));
  const expected = recompute(lines, cart.deliveryType, cart.paymentMethod);
  const got = `${answer.itemCount} items ${amounts(answer)}`;
  const want = `${expected.itemCount} items ${amounts(expected)}`;
  return got === want ? null : `cart ${cartId}: answered ${got}, its lines give ${want}`;
}
