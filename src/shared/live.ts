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
export type StaffTopic = "order" | "transfer" | "return" | "inbox" | "review";

export const LIVE_PATH = "/api/live";
