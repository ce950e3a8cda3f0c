/** Where an order stands, from placed to delivered or cancelled. */
export const orderStatuses = ["awaiting_payment", "paid", "preparing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The orders staff must pack and ship: paid online, or accepted for cash on delivery. */
export const toPrepareStatuses: readonly OrderStatus[] = ["paid", "preparing"];
/** A back-office list filter: one status, or the queue of orders to prepare. */
export const orderListFilters = [...orderStatuses, "to_prepare"] as const;
export type OrderListFilter = (typeof orderListFilters)[number];
