import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { account, collectionItems, favorites, orderItems, orders, products, user } from "@/server/platform/db/schema";
import { call, demoCustomer, signIn } from "../support/api";

type Handler = Parameters<typeof call>[0];

export const CUSTOMER_B = { id: "customer-01", password: "Baska1234!" };

/** The demo customer ("A") and a seeded customer without any collections ("B"), both signed in. */
export async function signInBoth() {
  const [b] = await db().select().from(user).where(eq(user.id, CUSTOMER_B.id));
  await db()
    .insert(account)
    .values({
      id: `${CUSTOMER_B.id}-credential`,
      accountId: CUSTOMER_B.id,
      providerId: "credential",
      userId: CUSTOMER_B.id,
      password: await hashPassword(CUSTOMER_B.password),
    })
    .onConflictDoNothing();
  return {
    a: await signIn(demoCustomer.email, demoCustomer.password),
    b: await signIn(b!.email, CUSTOMER_B.password),
    bEmail: b!.email,
  };
}

/** A POST helper bound to a session cookie (or none, for a guest). */
export const as =
  (cookie: string | undefined) =>
  (handler: Handler, body: unknown = {}) =>
    call(handler, "/api/customers", { body, cookie });

/** Product ids of one of the demo customer's seeded orders. */
export async function productsOfOrder(number: string): Promise<number[]> {
  const rows = await db()
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.number, number));
  return rows.map((r) => r.productId as number);
}

/** Active products nobody has ordered, favourited or collected in the seed: free for a test to change. */
export async function untouchedProducts(count: number): Promise<number[]> {
  const used = new Set<number | null>();
  for (const table of [orderItems, favorites, collectionItems] as const)
    for (const row of await db().select({ id: table.productId }).from(table)) used.add(row.id);
  const rows = await db().select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(products.id);
  const free = rows.map((r) => r.id).filter((id) => !used.has(id));
  if (free.length < count) throw new Error("not enough untouched products in the seed");
  return free.slice(0, count);
}

export async function setProduct(id: number, values: Partial<typeof products.$inferInsert>) {
  await db().update(products).set(values).where(eq(products.id, id));
}

export const productRow = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0]!;
