/** SPEC §3 "Collection": what /api/customers/collections and save-collection answer. Ids are strings. */
export type Collection = { id: string; name: string; itemCount: number; isAlarm: boolean; isBuyLater: boolean };

/** SPEC §3 "Product summary (in toasts)", with the slug the account pages link to. Price in kuruş. */
export type ProductSummary = { id: number; name: string; slug: string; image: string | null; price: number };

export type ReviewEligibility =
  | { status: "ok"; code: null }
  | { status: "not_allowed"; code: "already_reviewed" | "must_be_purchased"; message: string };

export type ReviewStatus = "pending" | "approved" | "rejected";

/** SPEC §3 "Contract documents". */
export type ContractDocuments = { termsOfMembershipText: string; clarificationText: string; commentPostingCriteriaText: string };
