/**
 * What the live channel (GET /api/live, docs/adr/0013) tells a browser: which thing changed, never what it now
 * holds. The page re-reads the thing itself, with the rights it already has.
 */
export type LiveEvent =
  | { kind: "order"; id: number }
  | { kind: "product"; id: number }
  | { kind: "cart" }
  | { kind: "staff"; topic: StaffTopic };

/** What waits for staff: a new order, a transfer notice to check, a return to decide, a new inbox message, a review to approve. */
export const STAFF_TOPICS = ["order", "transfer", "return", "inbox", "review"] as const;
export type StaffTopic = (typeof STAFF_TOPICS)[number];

/**
 * The back-office page where each topic waits: a staff member hears of it when their role opens that page
 * (src/shared/account/staff-roles.ts), so a content editor is not told of orders.
 */
export const STAFF_TOPIC_PAGE: Record<StaffTopic, string> = {
  order: "/admin/orders",
  transfer: "/admin/orders",
  return: "/admin/orders",
  inbox: "/admin/inbox",
  review: "/admin/reviews",
};

export const LIVE_PATH = "/api/live";
