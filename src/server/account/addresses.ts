import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { chosenBilling } from "@/lib/postal-address";
import { recordClarificationShown, shownClarificationVersion } from "@/server/content";
import { db, type Tx } from "@/server/platform/db/client";
import { addresses } from "@/server/platform/db/schema";
import { conflict, notFound } from "@/server/platform/http/errors";
import type { AddressRequest } from "@/shared/account/address";

/** A saved address as the account pages and the API show it. */
export type Address = Omit<typeof addresses.$inferSelect, "userId" | "isDefault" | "createdAt"> & { isDefault: boolean };

/** Enough for home, work and a few branches; a cap stops a script from filling the table. */
export const MAX_ADDRESSES = 20;

const toAddress = ({ userId: _u, createdAt: _c, isDefault, ...row }: typeof addresses.$inferSelect): Address => ({
  ...row,
  isDefault: isDefault === 1,
});

const own = (userId: string, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** The fields to store: the billing kind that is not chosen is cleared, so no stale tax data lingers. */
function columns(input: AddressRequest) {
  const { id: _id, isDefault: _d, tcKimlikNo: _t, companyName: _c, taxOffice: _o, taxNumber: _n, ...rest } = input;
  return { ...rest, tcKimlikNo: null, companyName: null, taxOffice: null, taxNumber: null, ...chosenBilling(input) };
}

/** The default address first, then the newest. */
export async function listAddresses(userId: string): Promise<Address[]> {
  const rows = await db()
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

/** An own address, or null: another customer's id is treated exactly like a missing one. */
export async function findAddress(userId: string, id: number): Promise<Address | null> {
  const [row] = await db().select().from(addresses).where(own(userId, id));
  return row ? toAddress(row) : null;
}

export async function getAddress(userId: string, id: number): Promise<Address> {
  const address = await findAddress(userId, id);
  if (!address) throw notFound();
  return address;
}

async function makeDefault(tx: Tx, userId: string, id: number) {
  await tx
    .update(addresses)
    .set({ isDefault: 0 })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
  await tx.update(addresses).set({ isDefault: 1 }).where(own(userId, id));
}

/** Adds (no id) or edits (own id) an address. The first address becomes the default by itself. */
export async function saveAddress(userId: string, input: AddressRequest): Promise<Address> {
  const version = await shownClarificationVersion();
  const id = await db().transaction(async (tx) => {
    const saved = await saveInTx(tx, userId, input);
    await recordClarificationShown(tx, { form: "address", recordId: saved, userId, version });
    return saved;
  });
  return getAddress(userId, id);
}

async function saveInTx(tx: Tx, userId: string, input: AddressRequest): Promise<number> {
  if (input.id === undefined) return addAddress(tx, userId, input);
  const [row] = await tx.update(addresses).set(columns(input)).where(own(userId, input.id)).returning({ id: addresses.id });
  if (!row) throw notFound();
  if (input.isDefault) await makeDefault(tx, userId, row.id);
  return row.id;
}

/** Adds an address in the caller's transaction (the address book, or an address typed at checkout); its id. */
export async function addAddress(tx: Tx, userId: string, input: AddressRequest): Promise<number> {
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  if (count >= MAX_ADDRESSES) throw conflict("address_limit", t("account:addresses.limit", { max: MAX_ADDRESSES }));
  const [row] = await tx
    .insert(addresses)
    .values({ ...columns(input), userId })
    .returning({ id: addresses.id });
  if (input.isDefault || count === 0) await makeDefault(tx, userId, row!.id);
  return row!.id;
}

/** Deleting the default hands the role to the newest remaining address, so checkout always has one. */
export async function deleteAddress(userId: string, id: number): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx.delete(addresses).where(own(userId, id)).returning({ isDefault: addresses.isDefault });
    if (!row) throw notFound();
    if (row.isDefault !== 1) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
}

export async function setDefaultAddress(userId: string, id: number): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx.select({ id: addresses.id }).from(addresses).where(own(userId, id));
    if (!row) throw notFound();
    await makeDefault(tx, userId, id);
  });
}
