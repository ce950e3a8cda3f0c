import "server-only";
import { asc, eq, isNull, sql } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { computeTotals, type TotalsCoupon } from "@/lib/cart-totals";
import { encodeVariantSlug } from "@/lib/variant-slug";
import { loadPriceRule, shopperPricing } from "@/server/catalog";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { cartItems, carts, categories, coupons, orders, productImages, products, productVariants } from "@/server/platform/db/schema";
import { type Cart, type CartItem, type CartPriceKind, LOW_STOCK, MAX_LINE_QUANTITY, type StockState } from "@/shared/cart/types";
import type { PaymentRules } from "@/shared/content/store-settings";
import { couponProblem } from "./coupon-problem";
import { paymentRules, ruledOrder, unavailablePaymentMethods } from "./payment-rules";

export type CartRow = typeof carts.$inferSelect;

/**
 * The shopper's own line of a product (and variant), where every way of adding to a cart puts its units: a quote's
 * line of the same product keeps the quantity and the price it was quoted at, and the units added beside it are
 * priced as any other (the partial unique indexes of cart_items hold one line of each kind).
 */
export const ownLine = isNull(cartItems.lockedUnitPrice);

/** What a visitor's cart looks like before anything is added. */
export function emptyCart(): Cart {
  return assemble(null, [], null, null);
}

type LineRow = Awaited<ReturnType<typeof loadLines>>[number];

/**
 * The lines of a cart priced for its owner: the unit price the shop's pricing function gives them at the line's
 * quantity (public, customer group or volume break, src/server/catalog/shopper-price.ts) and, for a public price,
 * the previous price the 30-day rule allows; with stock and first image.
 */
async function loadLines(q: Db | Tx, cartId: string) {
  const rows = await loadLineRows(q, cartId);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [previousPrice, pricing] = await Promise.all([
    loadPriceRule(productIds, new Date(), q),
    shopperPricing(rows[0]?.ownerId ?? null, productIds, { q }),
  ]);
  return rows.map(({ listPrice, unitPrice: publicPrice, ownerId: _owner, ...row }) => {
    // A quoted line keeps the price its quote locked; any other line is priced by the shop's pricing function.
    const { price: unitPrice, kind: priceKind }: { price: number; kind: CartPriceKind } =
      row.lockedUnitPrice == null ? pricing.unitPrice({ ...row, publicPrice }) : { price: row.lockedUnitPrice, kind: "quote" };
    // A special or quoted price is the shopper's own, not a discount of the public one: nothing is struck through.
    const originalUnitPrice =
      priceKind === "public" ? previousPrice({ ...row, salesPrice: publicPrice, unDiscountedSalesPrice: listPrice }) : unitPrice;
    return { ...row, unitPrice, priceKind, originalUnitPrice };
  });
}

/** The lines of a cart with today's catalogue price, stock and first image: never a price from the client. */
function loadLineRows(q: Db | Tx, cartId: string) {
  const firstImage = sql<
    string | null
  >`(select ${productImages.mediaKey} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`;
  return q
    .select({
      id: cartItems.id,
      // Whose prices the lines take (the same on every row): null for a guest's cart.
      ownerId: carts.userId,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      code: sql<string>`coalesce(${productVariants.code}, ${products.code})`,
      name: products.name,
      slug: products.slug,
      isActive: products.isActive,
      taxRate: products.taxRate,
      // The working days its product page promises (src/shared/catalog/delivery-days.ts).
      deliveryDays: products.estimatedDeliveryDuration,
      // The catalogue's public price; `loadLines` turns it into what the owner pays (or keeps a quote's locked price).
      unitPrice: sql<number>`coalesce(${productVariants.salesPrice}, ${products.salesPrice})`.mapWith(Number),
      listPrice: sql<number>`coalesce(${productVariants.unDiscountedSalesPrice}, ${products.unDiscountedSalesPrice})`.mapWith(Number),
      lockedUnitPrice: cartItems.lockedUnitPrice,
      priceOnRequest: products.priceOnRequest,
      stock: sql<number>`coalesce(${productVariants.stock}, ${products.stock})`.mapWith(Number),
      attributes: productVariants.attributes,
      imageKey: firstImage,
      section: sql<{ slug: string; name: string } | null>`(
        select json_build_object('slug', s.slug, 'name', s.name) from ${categories} c
        join ${categories} s on s.id = coalesce(c.parent_id, c.id) where c.id = ${products.categoryId})`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export function stockState(stock: number, isActive: boolean): StockState {
  if (!isActive || stock <= 0) return "out_of_stock";
  return stock <= LOW_STOCK ? "low_stock" : "in_stock";
}

/** A line may hold at most this many units now (0 when it cannot be bought). */
export const lineCap = (stock: number, isActive: boolean) => (isActive ? Math.max(0, Math.min(stock, MAX_LINE_QUANTITY)) : 0);

/** "Renk: Sarı, Hacim: 500 ml": how a variant is named in the cart, the order and the mail. */
export const variantLabel = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([key, value]) => `${key}: ${value}`)
    .join(", ");

const variantOf = (row: LineRow): CartItem["variant"] =>
  row.attributes ? { label: variantLabel(row.attributes), attributes: row.attributes } : null;

const totalsOf = (cart: CartRow | null, lines: LineRow[], coupon: TotalsCoupon | null, dueDifference = 0) =>
  computeTotals({
    dueDifference,
    lines,
    coupon,
    deliveryType: cart?.deliveryType ?? "standard",
    paymentMethod: cart?.paymentMethod ?? null,
    pricesIncludeTax: storeConfig.pricesIncludeTax,
    delivery: storeConfig.delivery,
  });

function assemble(
  cart: CartRow | null,
  lines: LineRow[],
  coupon: TotalsCoupon | null,
  rules: PaymentRules | null,
  dueDifference = 0,
): Cart {
  const totals = totalsOf(cart, lines, coupon, dueDifference);
  const items: CartItem[] = lines.map((row, i) => ({
    id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    variant: variantOf(row),
    code: row.code,
    name: row.name,
    slug: row.attributes ? encodeVariantSlug(row.slug, row.attributes) : row.slug,
    image: row.imageKey ? { url: `/media/${row.imageKey}`, alt: row.name } : null,
    quantity: row.quantity,
    ...totals.lines[i]!,
    priceKind: row.priceKind,
    taxRate: row.taxRate,
    stockState: stockState(row.stock, row.isActive),
    maxQuantity: lineCap(row.stock, row.isActive),
  }));
  const { lines: _priced, ...amounts } = totals;
  return {
    status: cart?.status ?? "draft",
    step: cart?.step ?? "information",
    ...amounts,
    items,
    deliveryType: cart?.deliveryType ?? "standard",
    cardBrand: cart?.cardBrand ?? "none",
    installmentCount: cart?.installmentCount ?? 1,
    paymentMethod: cart?.paymentMethod ?? null,
    email: cart?.email ?? null,
    shippingAddress: cart?.shippingAddress ?? null,
    billingAddress: cart?.billingAddress ?? null,
    pricesIncludeTax: storeConfig.pricesIncludeTax,
    unavailablePaymentMethods: rules && lines.length > 0 ? unavailablePaymentMethods(rules, ruledOrder(lines, totals)) : {},
  };
}

/** The cart's coupon as the totals use it; one that staff deactivated or that expired since gives no discount. */
async function couponOf(q: Db | Tx, code: string | null): Promise<TotalsCoupon | null> {
  if (!code) return null;
  const [row] = await q.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row && !couponProblem(row) ? { code: row.code, kind: row.kind, value: row.value, minSubtotal: row.minSubtotal } : null;
}

/** The card surcharge charged for the order a completed cart became (0 for any other cart). */
async function dueDifferenceOf(q: Db | Tx, cart: CartRow): Promise<number> {
  if (cart.status !== "completed") return 0;
  const [row] = await q.select({ dueDifference: orders.dueDifference }).from(orders).where(eq(orders.cartId, cart.id));
  return row?.dueDifference ?? 0;
}

/** The cart answer for a cart row, priced from the catalogue as it is now (with its order's card surcharge once paid). */
export async function cartAnswer(cart: CartRow | null, q: Db | Tx = db()): Promise<Cart> {
  if (!cart) return emptyCart();
  const [lines, coupon, rules, due] = await Promise.all([
    loadLines(q, cart.id),
    couponOf(q, cart.couponCode),
    paymentRules(),
    dueDifferenceOf(q, cart),
  ]);
  return assemble(cart, lines, coupon, rules, due);
}

/** The totals of a cart's lines with its coupon, as its answer shows them. */
export const cartTotals = async (q: Db | Tx, cart: CartRow, lines: LineRow[]) => totalsOf(cart, lines, await couponOf(q, cart.couponCode));

/** Lines with their catalogue state, for the order (inside the order transaction). */
export const cartLines = loadLines;
export type CartLine = LineRow;
