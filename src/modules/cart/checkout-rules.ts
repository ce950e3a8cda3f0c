import type { Cart } from "@/shared/cart/types";

/** A cart cannot go to checkout while a line is out of stock or holds more than is left; the server refuses the order anyway. */
export const checkoutBlocked = (cart: Cart) =>
  cart.items.some((item) => item.stockState === "out_of_stock" || item.quantity > item.maxQuantity);
