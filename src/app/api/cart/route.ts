import { cartRoute } from "@/server/cart/cart-route";
import { openCart } from "@/server/cart/identity";
import { emptyBody } from "@/shared/empty-body";

/** POST /api/cart {}: the visitor's cart (a guest cart merged into the customer's on sign-in). */
export const POST = cartRoute(emptyBody, ({ owner }) => openCart(owner));
