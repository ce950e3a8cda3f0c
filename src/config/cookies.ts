/** Cookie names shared by the server and the client islands. */
export const CART_COOKIE = "lumora-cart-id";
