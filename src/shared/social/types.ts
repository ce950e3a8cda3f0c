/** A collection as /api/customers/collections and save-collection answer it. Ids are strings. */
export type Collection = { id: string; name: string; itemCount: number; isAlarm: boolean; isBuyLater: boolean };

/** A product as success toasts and the account pages show it, with the slug the account pages link to. Price in kuruş. */
export type ProductSummary = { id: number; name: string; slug: string; image: string | null; price: number };

export type ReviewEligibility =
  | { status: "ok"; code: null }
  | { status: "not_allowed"; code: "already_reviewed" | "must_be_purchased"; message: string };

export type ReviewStatus = "pending" | "approved" | "rejected";

/** The contract texts: membership terms, clarification text, review posting criteria. */
export type ContractDocuments = { termsOfMembershipText: string; clarificationText: string; commentPostingCriteriaText: string };
