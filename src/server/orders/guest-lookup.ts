import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { authSecret } from "@/server/account";
import { db } from "@/server/platform/db/client";
import { orders } from "@/server/platform/db/schema";
import { ApiError, notFound } from "@/server/platform/http/errors";
import { consumeRateLimit, type RateLimit } from "@/server/platform/runtime/rate-limit";
import { ORDER_LOOKUP_API_PATH, ORDER_LOOKUP_PATH, type OrderLookup } from "@/shared/orders/lookup";
import { type OrderOwner, placedAsGuest } from "./owner";
import { findGuestOrder } from "./read";

/**
 * A guest finds an order they placed without an account by its number and the e-mail it was placed with. A wrong
 * number, a right number with another e-mail and an order placed from an account are one miss, answered alike
 * from the same one query. Attempts are limited per address, per order number and per e-mail, so neither can be
 * guessed from many addresses. A hit is remembered for half an hour in a signed cookie that opens that one order's page.
 */

export const ORDER_LOOKUP_LIMIT: RateLimit = { max: 10, windowSeconds: 15 * 60 };
/** The attempts at one order number, and with one e-mail, from any addresses. */
export const ORDER_LOOKUP_TARGET_LIMIT: RateLimit = { max: 10, windowSeconds: 60 * 60 };
export const ORDER_ACCESS_COOKIE = "lumora-order-access";
const ACCESS_SECONDS = 30 * 60;

const signature = (payload: string) => createHmac("sha256", authSecret()).update(`order-access:${payload}`).digest("base64url");

/** The cookie that lets this browser open the order's page (or, with the API's path, act on it) until it expires. */
export function orderAccessCookie(orderId: number, now = Date.now(), path = ORDER_LOOKUP_PATH): string {
  const payload = `${orderId}.${Math.floor(now / 1000) + ACCESS_SECONDS}`;
  return `${ORDER_ACCESS_COOKIE}=${payload}.${signature(payload)}; Path=${path}; Max-Age=${ACCESS_SECONDS}; HttpOnly; SameSite=Strict`;
}

/** The same access twice, scoped to the order's page and to the guest's order API (documents, cancel, return) only. */
export const orderAccessCookies = (orderId: number, now = Date.now()) =>
  [ORDER_LOOKUP_PATH, ORDER_LOOKUP_API_PATH].map((path) => orderAccessCookie(orderId, now, path));

/** The order id a cookie value opens, or null: unsigned, tampered or expired. */
export function orderIdFromAccess(value: string | undefined, now = Date.now()): number | null {
  const [id, expires, mac] = (value ?? "").split(".");
  if (!id || !expires || !mac) return null;
  const expected = Buffer.from(signature(`${id}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 > now ? Number(id) : null;
}

export async function lookupGuestOrder(ip: string, { number, email }: OrderLookup): Promise<{ id: number; number: string }> {
  // The address first: a limited address adds no counters of numbers or e-mails.
  await consumeRateLimit(`order-lookup:${ip}`, ORDER_LOOKUP_LIMIT);
  await consumeRateLimit(`order-lookup-number:${number}`, ORDER_LOOKUP_TARGET_LIMIT);
  await consumeRateLimit(`order-lookup-email:${email}`, ORDER_LOOKUP_TARGET_LIMIT);
  const [row] = await db()
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.number, number), eq(sql`lower(${orders.email})`, email), placedAsGuest));
  if (!row) throw new ApiError(404, "order_lookup_miss");
  return row;
}

/** The guest who proved an order, from the request's access cookie; without a valid one the order is not found. */
export function lookupOwner(headers: Headers): OrderOwner {
  const value = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ORDER_ACCESS_COOKIE}=`))
    ?.slice(ORDER_ACCESS_COOKIE.length + 1);
  const id = orderIdFromAccess(value);
  if (id === null) throw notFound();
  return { lookupOrderId: id };
}

/** The order the access cookie opens, or null. */
export async function guestOrder(cookieValue: string | undefined) {
  const id = orderIdFromAccess(cookieValue);
  return id === null ? null : findGuestOrder(id);
}
