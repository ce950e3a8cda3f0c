import { z } from "zod";
import { cartRoute } from "@/server/cart/cart-route";
import { openCart } from "@/server/cart/identity";

/** POST /api/cart {}: the visitor's cart (a guest cart merged into the customer's on sign-in). */
export const POST = cartRoute(z.object({}), ({ owner }) => openCart(owner));
