import { z } from "zod";

/**
 * The body of the calls that take nothing: POST /api/cart, /api/cart/remove-coupon-code and /api/customers/collections.
 * A JSON object (its fields are ignored) or no body at all; any other JSON value is refused.
 */
export const emptyBody = z.object({});
