import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/server/platform/db/client";
import { cartItems, carts, products, productVariants } from "@/server/platform/db/schema";
import { announceLive, ownerScope } from "@/server/platform/live/publish";
import type { AddItemInput, LineRef, RemoveItemInput, UpdateItemInput } from "@/shared/cart/cart-input";
import { type Cart, MAX_LINE_QUANTITY } from "@/shared/cart/types";
import { type CartRow, cartAnswer, lineCap, ownLine } from "./cart";
import { cartError } from "./errors";
import { type CartOwner, lockCart, lockOrCreateCart, mergeGuestCart } from "./identity";

export type CartResult = { cart: Cart; cartId: string | null };

/**
 * Runs one change on the visitor's cart in a transaction holding the cart row's lock, so
 * concurrent requests on one cart apply one after another and none is lost. A guest cart the
 * browser still holds is merged first when a customer is signed in.
 */
export async function changeCart(owner: CartOwner, change: (tx: Tx, cart: CartRow) => Promise<void>, create = false): Promise<CartResult> {
  await mergeGuestCart(owner);
  const row = await db().transaction(async (tx) => {
    const cart = create ? await lockOrCreateCart(tx, owner) : await lockCart(tx, owner);
    if (!cart) throw cartError(404, "cart_not_found");
    await change(tx, cart);
    const [updated] = await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id)).returning();
    return updated!;
  });
  await announceLive(ownerScope({ userId: row.userId, cartId: row.id }), [{ kind: "cart" }]);
  return { cart: await cartAnswer(row), cartId: row.id };
}

/** Why a product (and variant) cannot be put in a cart, as the cart's error codes name it. */
type NotSaleable = "product_not_found" | "variant_required" | "variant_not_found" | "price_on_request";

const notSaleableStatus: Record<NotSaleable, 400 | 404 | 409> = {
  product_not_found: 404,
  variant_not_found: 404,
  variant_required: 400,
  price_on_request: 409,
};

/** The product (and variant) as sold now: price and stock come from here, never from the request. */
async function saleable(tx: Tx, productId: number, variantId: number | null | undefined) {
  const [product] = await tx
    .select({ id: products.id, stock: products.stock, isActive: products.isActive, priceOnRequest: products.priceOnRequest })
    .from(products)
    .where(eq(products.id, productId));
  if (!product?.isActive) return "product_not_found" satisfies NotSaleable;
  // "Fiyat sorunuz": sold only through a quote, whose accepted lines reach the cart by another way (src/server/quotes).
  if (product.priceOnRequest) return "price_on_request" satisfies NotSaleable;
  const variants = await tx
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  if (variantId == null) {
    if (variants.length > 0) return "variant_required" satisfies NotSaleable;
    return { variantId: null, cap: lineCap(product.stock, true) };
  }
  const variant = variants.find((v) => v.id === variantId);
  if (!variant) return "variant_not_found" satisfies NotSaleable;
  return { variantId: variant.id, cap: lineCap(variant.stock, true) };
}

async function purchasable(tx: Tx, productId: number, variantId: number | null | undefined) {
  const found = await saleable(tx, productId, variantId);
  if (typeof found === "string") throw cartError(notSaleableStatus[found], found);
  return found;
}

const variantKey = (variantId: number | null | undefined) => (variantId == null ? "" : String(variantId));

function lineWhere(cartId: string, ref: LineRef) {
  if ("id" in ref) return and(eq(cartItems.cartId, cartId), eq(cartItems.id, ref.id));
  return and(eq(cartItems.cartId, cartId), eq(cartItems.productId, ref.productId), eq(cartItems.variantKey, variantKey(ref.variantId)));
}

function tooMany(cap: number) {
  return cap === 0 ? cartError(409, "out_of_stock") : cartError(409, "insufficient_stock", { count: cap });
}

/** Units of the product (and variant) the cart holds, on the shopper's own line and on a quote's line of it. */
async function heldUnits(tx: Tx, cart: CartRow, productId: number, variantId: number | null) {
  const [held] = await tx
    .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(lineWhere(cart.id, { productId, variantId }));
  return Number(held?.units ?? 0);
}

/** Adds units to the shopper's own line of the product (and variant), or creates it; a quote's line stays as quoted. */
async function addToOwnLine(tx: Tx, cart: CartRow, productId: number, variantId: number | null, quantity: number) {
  await tx
    .insert(cartItems)
    .values({ cartId: cart.id, productId, variantId, variantKey: variantKey(variantId), quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.variantKey],
      targetWhere: ownLine,
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    });
}

/** Adds to the shopper's own line, or creates it, refusing to pass the stock or the line maximum with what the cart holds. */
export function addItem(owner: CartOwner, item: AddItemInput): Promise<CartResult> {
  return changeCart(
    owner,
    async (tx, cart) => {
      const { variantId, cap } = await purchasable(tx, item.productId, item.variantId);
      if (item.quantity > cap) throw tooMany(cap);
      if ((await heldUnits(tx, cart, item.productId, variantId)) + item.quantity > cap)
        throw cap >= MAX_LINE_QUANTITY ? cartError(409, "line_limit_reached", { count: cap }) : tooMany(cap);
      await addToOwnLine(tx, cart, item.productId, variantId, item.quantity);
    },
    true,
  );
}

async function lineOf(tx: Tx, cart: CartRow, ref: LineRef) {
  // Named by its product, the line is the shopper's own one when a quote's line of the product sits beside it.
  const [line] = await tx.select().from(cartItems).where(lineWhere(cart.id, ref)).orderBy(sql`${ownLine} desc`).limit(1);
  if (!line) throw cartError(404, "item_not_found");
  return line;
}

/** Sets a line's quantity (1 to the stock and the line maximum). */
export function updateItem(owner: CartOwner, item: UpdateItemInput): Promise<CartResult> {
  return changeCart(owner, async (tx, cart) => {
    const line = await lineOf(tx, cart, item);
    if (line.lockedUnitPrice != null) throw cartError(409, "quote_line_locked");
    const { cap } = await purchasable(tx, line.productId, line.variantId);
    if (item.quantity > cap) throw tooMany(cap);
    await tx.update(cartItems).set({ quantity: item.quantity }).where(eq(cartItems.id, line.id));
  });
}

export function removeItem(owner: CartOwner, item: RemoveItemInput): Promise<CartResult> {
  return changeCart(owner, async (tx, cart) => {
    const line = await lineOf(tx, cart, item);
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  });
}

/** What `addUpTo` did with one line: the units added and the most the line may hold now, or why nothing could be. */
export type AddedUpTo = { added: number; cap: number } | { refused: NotSaleable };

/**
 * Inside `changeCart`: adds as many of `item.quantity` units as the stock and the line maximum leave room for beside
 * what the cart already holds, where `addItem` would refuse the whole add. The cart row's lock orders it with every
 * other change of the cart.
 */
export async function addUpTo(tx: Tx, cart: CartRow, item: AddItemInput): Promise<AddedUpTo> {
  const found = await saleable(tx, item.productId, item.variantId);
  if (typeof found === "string") return { refused: found };
  const added = Math.max(0, Math.min(item.quantity, found.cap - (await heldUnits(tx, cart, item.productId, found.variantId))));
  if (added > 0) await addToOwnLine(tx, cart, item.productId, found.variantId, added);
  return { added, cap: found.cap };
}
