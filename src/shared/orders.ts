/** Where an order stands, from placed to delivered or cancelled. */
export const orderStatuses = ["awaiting_payment", "paid", "preparing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
