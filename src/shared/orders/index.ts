/** Where an order stands, from placed to delivered or cancelled. */
export const orderStatuses = ["awaiting_payment", "paid", "preparing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The orders staff must pack and ship: paid online, or accepted for cash on delivery. */
export const toPrepareStatuses: readonly OrderStatus[] = ["paid", "preparing"];
/** A back-office list filter: one status, the queue of orders to prepare, or the orders with a return to decide. */
export const orderListFilters = [...orderStatuses, "to_prepare", "return_requested"] as const;
export type OrderListFilter = (typeof orderListFilters)[number];

/**
 * Order numbers: LM- and ten characters of Crockford's base32, the digits and capitals but I, L, O and U (which
 * are misread as others), drawn at random (src/server/orders/order-number.ts).
 */
export const ORDER_NUMBER_PREFIX = "LM";
export const ORDER_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_CODE_LENGTH = 10;
/** A number the shop gives, or gave: LM-{code} now, LM-{year}-{6 digits} before (those stay valid). */
export const orderNumberPattern = new RegExp(`^${ORDER_NUMBER_PREFIX}-(?:[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_LENGTH}}|\\d{4}-\\d{6})$`);
