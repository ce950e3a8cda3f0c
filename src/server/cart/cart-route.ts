import "server-only";
import type { z } from "zod";
import { type CartOwner, cartCookieHeader, cartOwner } from "@/server/cart/identity";
import type { CartResult } from "@/server/cart/items";
import { apiRoute } from "@/server/compose/api-route";
import type { BulkLineReport } from "@/shared/cart/bulk-add";

type Run<S extends z.ZodType | undefined> = (input: {
  body: S extends z.ZodType ? z.infer<S> : undefined;
  owner: CartOwner;
  /** The request's headers, for the per-address limits (`./limits`). */
  headers: Headers;
}) => Promise<CartResult & { report?: BulkLineReport[] }>;

/**
 * A cart route: the API conventions of `apiRoute`, the cart owner from the session and the cart
 * cookie, the cart as the answer (`{cart, report}` when the change reports line by line), and the cookie (re)set whenever the answer's cart is not the one
 * the browser holds (a first add, a merge on sign-in, a completed cart replaced).
 */
export function cartRoute<S extends z.ZodType | undefined = undefined>(body: S, run: Run<S>) {
  return apiRoute({ body }, async (ctx) => {
    const owner = cartOwner(ctx.headers, ctx.user);
    const { cart, cartId, report } = await run({ body: ctx.body as Parameters<Run<S>>[0]["body"], owner, headers: ctx.headers });
    const headers = new Headers();
    if (cartId && cartId !== owner.cookieCartId) headers.append("set-cookie", cartCookieHeader(cartId));
    return Response.json(report ? { cart, report } : cart, { headers });
  });
}
