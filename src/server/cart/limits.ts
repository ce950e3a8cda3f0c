import "server-only";
import { t } from "@/i18n/server";
import { ApiError } from "@/server/platform/http/errors";
import { clientAddressKey, consumeRateLimit, type RateLimit } from "@/server/platform/runtime/rate-limit";
import { type CartOwner, findCart } from "./identity";

type Limits = { perAddress: RateLimit; perBuyer?: RateLimit };

const HOUR = 3600;

/**
 * What costs the shop when repeated, and how often one address, and one customer or guest cart, may do it
 * (reasons in docs/SECURITY.md, "Abuse"). A shopper places an order or two and tries a code or two; these
 * numbers leave room for a shared office address, retries after a changed price and typos, and stop scripts:
 * new carts (each a row; a script without cookies makes one per add), coupon codes (guessing), and orders
 * (each takes stock and mails any address). CART_RATE_LIMIT=off turns them off (load and end-to-end tests).
 */
export const CART_LIMITS = {
  "new-cart": { perAddress: { max: 30, windowSeconds: HOUR } },
  coupon: { perAddress: { max: 10, windowSeconds: 600 }, perBuyer: { max: 10, windowSeconds: 600 } },
  order: { perAddress: { max: 10, windowSeconds: HOUR }, perBuyer: { max: 5, windowSeconds: HOUR } },
} satisfies Record<string, Limits>;

type Action = keyof typeof CART_LIMITS;

const disabled = () => process.env.CART_RATE_LIMIT === "off";

/** The one place these limits learn who the client is. */
const addressOf = (headers: Headers) => clientAddressKey(headers);

const buyerOf = ({ user, cookieCartId }: CartOwner) => (user ? `customer:${user.id}` : cookieCartId ? `cart:${cookieCartId}` : null);

/**
 * Counts one attempt at `action` for the address and the buyer; once either is used up, 429 with Retry-After
 * and a message that says what to wait for.
 */
async function count(action: Action, headers: Headers, owner: CartOwner) {
  if (disabled()) return;
  const limits: Limits = CART_LIMITS[action];
  const buyer = buyerOf(owner);
  try {
    await consumeRateLimit(`${action}:address:${addressOf(headers)}`, limits.perAddress);
    if (limits.perBuyer && buyer) await consumeRateLimit(`${action}:${buyer}`, limits.perBuyer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      throw new ApiError(429, error.code, t(`cart:errors.limits.${action}`), error.headers);
    throw error;
  }
}

/** Before a first add: counts the cart it is about to create (nothing when the visitor already has one). */
export async function limitNewCart(headers: Headers, owner: CartOwner) {
  if (disabled() || (await findCart(owner))) return;
  await count("new-cart", headers, owner);
}

export const limitCouponAttempt = (headers: Headers, owner: CartOwner) => count("coupon", headers, owner);

export const limitOrderAttempt = (headers: Headers, owner: CartOwner) => count("order", headers, owner);
