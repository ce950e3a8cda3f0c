/** Account routes, shared by server templates and client islands (kept out of "use client" files on purpose). */
export const ORDERS_PATH = "/account/my-orders";
export const ADDRESSES_PATH = "/account/my-addresses";
export const PROFILE_PATH = "/account/my-account";
export const QUOTES_PATH = "/account/my-quotes";

export const KVKK_NOTICE_PATH = "/yasal/aydinlatma-metni";
