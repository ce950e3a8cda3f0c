import { and, eq, notExists, sql } from "drizzle-orm";
import { POST as cartPost } from "@/app/api/cart/route";
import { CART_COOKIE } from "@/config/cookies";
import { db } from "@/server/platform/db/client";
import { products, productVariants } from "@/server/platform/db/schema";
import { call } from "../support/api";

type Handler = Parameters<typeof call>[0];

/**
 * A browser for the cart tests: keeps the cart cookie it is given (and a session cookie when
 * signed in) and sends them with every call, as Chromium would.
 */
export class Shopper {
  cartId: string | null = null;
  /** The client address the shop sees (X-Forwarded-For); unset, every shopper shares one. */
  address: string | null = null;
  constructor(public session = "") {}

  cookie() {
    return [this.session, this.cartId ? `${CART_COOKIE}=${this.cartId}` : ""].filter(Boolean).join("; ");
  }

  async post(handler: Handler, path: string, body: unknown = {}) {
    const headers: Record<string, string> = this.address ? { "x-forwarded-for": this.address } : {};
    const res = await call(handler, path, { body, cookie: this.cookie(), headers });
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${CART_COOKIE}=`));
    if (set) this.cartId = set.split(";")[0]!.split("=")[1]!;
    return res;
  }

  cart() {
    return this.post(cartPost, "/api/cart");
  }
}

/** An active product without variants, given this stock and price (kuruş) for the test. */
export async function simpleProduct(stock: number, salesPrice = 1_500_00, taxRate = 20) {
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.isActive, true), notExists(db().select().from(productVariants).where(eq(productVariants.productId, products.id)))),
    )
    .orderBy(sql`${products.id} desc`)
    .offset(nextOffset())
    .limit(1);
  await db().update(products).set({ stock, salesPrice, unDiscountedSalesPrice: salesPrice, taxRate }).where(eq(products.id, row!.id));
  return row!.id;
}

let taken = 0;
// Each call takes another product, so that tests in one file do not share stock or prices.
const nextOffset = () => taken++;

/** A product with variants, and one of its variants given this stock. */
export async function variantProduct(stock: number) {
  const [variant] = await db().select().from(productVariants).orderBy(productVariants.id).limit(1);
  await db().update(productVariants).set({ stock }).where(eq(productVariants.id, variant!.id));
  return { productId: variant!.productId, variantId: variant!.id, variant: variant! };
}

export const stockOf = async (productId: number) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
