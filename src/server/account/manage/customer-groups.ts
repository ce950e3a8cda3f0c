import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { assertVariantsOf } from "@/server/catalog";
import { recordAudit } from "@/server/platform/audit";
import { auditedPatch } from "@/server/platform/audited";
import { db, type Tx } from "@/server/platform/db/client";
import { customerGroupMembers, customerGroupPrices, customerGroups, products, productVariants, user } from "@/server/platform/db/schema";
import { conflict, notFound } from "@/server/platform/http/errors";
import { shoppersChanged } from "@/server/platform/runtime/cache";
import type { GroupCreateInput, GroupMemberInput, GroupPricesInput, GroupUpdateInput } from "@/shared/account/customer-groups";

/**
 * Customer groups in the back office. Their prices are read per request by the pricing function
 * (src/server/catalog/shopper-price.ts); a group's terms and who belongs to it are kept per shopper, so a change
 * to either calls `shoppersChanged`.
 */

export type AdminGroup = typeof customerGroups.$inferSelect & { memberCount: number; priceCount: number };
export type AdminGroupDetail = typeof customerGroups.$inferSelect & {
  members: { userId: string; name: string; email: string }[];
  prices: { productId: number; productName: string; variantId: number | null; code: string; price: number }[];
};

export async function listGroups(): Promise<AdminGroup[]> {
  const members = db()
    .select({ groupId: customerGroupMembers.groupId, n: count().as("members") })
    .from(customerGroupMembers)
    .groupBy(customerGroupMembers.groupId)
    .as("m");
  const prices = db()
    .select({ groupId: customerGroupPrices.groupId, n: count().as("prices") })
    .from(customerGroupPrices)
    .groupBy(customerGroupPrices.groupId)
    .as("p");
  return db()
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      discountPercent: customerGroups.discountPercent,
      createdAt: customerGroups.createdAt,
      memberCount: sql<number>`coalesce(${members.n}, 0)`.mapWith(Number),
      priceCount: sql<number>`coalesce(${prices.n}, 0)`.mapWith(Number),
    })
    .from(customerGroups)
    .leftJoin(members, eq(members.groupId, customerGroups.id))
    .leftJoin(prices, eq(prices.groupId, customerGroups.id))
    .orderBy(asc(customerGroups.name));
}

export async function getGroup(id: number): Promise<AdminGroupDetail | null> {
  const [group] = await db().select().from(customerGroups).where(eq(customerGroups.id, id));
  if (!group) return null;
  const [members, prices] = await Promise.all([
    db()
      .select({ userId: user.id, name: user.name, email: user.email })
      .from(customerGroupMembers)
      .innerJoin(user, eq(user.id, customerGroupMembers.userId))
      .where(eq(customerGroupMembers.groupId, id))
      .orderBy(asc(user.email)),
    db()
      .select({
        productId: customerGroupPrices.productId,
        productName: products.name,
        variantId: customerGroupPrices.variantId,
        code: sql<string>`coalesce(${productVariants.code}, ${products.code})`,
        price: customerGroupPrices.price,
      })
      .from(customerGroupPrices)
      .innerJoin(products, eq(products.id, customerGroupPrices.productId))
      .leftJoin(productVariants, eq(productVariants.id, customerGroupPrices.variantId))
      .where(eq(customerGroupPrices.groupId, id))
      .orderBy(asc(products.name), asc(customerGroupPrices.variantKey)),
  ]);
  return { ...group, members, prices };
}

const nameTaken = (name: string) => conflict("group_name_taken", t("admin:groups.errors.nameTaken", { name }));

export async function createGroup(actorId: string, input: GroupCreateInput): Promise<{ id: number }> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(customerGroups)
      .values(input)
      .onConflictDoNothing({ target: customerGroups.name })
      .returning({ id: customerGroups.id });
    if (!row) throw nameTaken(input.name);
    await recordAudit({ actorId, action: "customer_group.create", entity: "customer_group", entityId: row.id, after: input }, tx);
    return row;
  });
}

export async function updateGroup(actorId: string, { groupId, ...next }: GroupUpdateInput): Promise<{ id: number }> {
  const [clash] = await db()
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.name, next.name), sql`${customerGroups.id} <> ${groupId}`));
  if (clash) throw nameTaken(next.name);
  await auditedPatch(customerGroups, groupId, { actorId, action: "customer_group.update", entity: "customer_group" }, () => next);
  await shoppersChanged();
  return { id: groupId };
}

async function lockGroup(tx: Tx, groupId: number) {
  const [group] = await tx.select({ id: customerGroups.id }).from(customerGroups).where(eq(customerGroups.id, groupId)).for("update");
  if (!group) throw notFound();
}

/** Replaces the group's fixed prices of one product, with the before and after in the audit record. */
export async function setGroupPrices(actorId: string, input: GroupPricesInput): Promise<{ count: number }> {
  return db().transaction(async (tx) => {
    await lockGroup(tx, input.groupId);
    await assertVariantsOf(
      tx,
      input.productId,
      input.prices.map((p) => p.variantId),
    );
    const where = and(eq(customerGroupPrices.groupId, input.groupId), eq(customerGroupPrices.productId, input.productId));
    const before = await tx
      .select({ variantId: customerGroupPrices.variantId, price: customerGroupPrices.price })
      .from(customerGroupPrices)
      .where(where)
      .orderBy(asc(customerGroupPrices.variantKey));
    await tx.delete(customerGroupPrices).where(where);
    if (input.prices.length > 0)
      await tx.insert(customerGroupPrices).values(
        input.prices.map((p) => ({
          groupId: input.groupId,
          productId: input.productId,
          variantId: p.variantId,
          variantKey: p.variantId === null ? "" : String(p.variantId),
          price: p.price,
        })),
      );
    await recordAudit(
      {
        actorId,
        action: "customer_group.prices",
        entity: "customer_group",
        entityId: input.groupId,
        before: { productId: input.productId, prices: before },
        after: { productId: input.productId, prices: input.prices },
      },
      tx,
    );
    return { count: input.prices.length };
  });
}

/**
 * Puts a customer into a group (or, groupId null, out of theirs) inside the caller's transaction, with its audit
 * record. The caller calls `shoppersChanged` once the transaction is committed.
 */
export async function setMembership(tx: Tx, actorId: string, userId: string, groupId: number | null, action = "customer_group.member") {
  const [current] = await tx
    .select({ groupId: customerGroupMembers.groupId })
    .from(customerGroupMembers)
    .where(eq(customerGroupMembers.userId, userId));
  const before = current?.groupId ?? null;
  if (before === groupId) return { changed: false };
  if (groupId === null) await tx.delete(customerGroupMembers).where(eq(customerGroupMembers.userId, userId));
  else
    await tx
      .insert(customerGroupMembers)
      .values({ userId, groupId })
      .onConflictDoUpdate({ target: customerGroupMembers.userId, set: { groupId, addedAt: new Date() } });
  await recordAudit({ actorId, action, entity: "user", entityId: userId, before: { groupId: before }, after: { groupId } }, tx);
  return { changed: true };
}

/** The customer account with this e-mail (staff accounts are not priced as customers), or a 404 naming it. */
export async function customerByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email.toLowerCase()}`, eq(user.role, "customer")));
  if (!row) throw notFound(t("admin:groups.errors.noAccount", { email }));
  return row;
}

export async function setGroupMember(actorId: string, input: GroupMemberInput): Promise<{ changed: boolean }> {
  const result = await db().transaction(async (tx) => {
    if (input.groupId !== null) await lockGroup(tx, input.groupId);
    const customer = await customerByEmail(tx, input.email);
    return setMembership(tx, actorId, customer.id, input.groupId);
  });
  await shoppersChanged();
  return result;
}
