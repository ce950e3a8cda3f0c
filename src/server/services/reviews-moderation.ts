import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { cacheTags, invalidate } from "@/server/cache";
import { db, type Tx } from "@/server/db/client";
import { products, reviews } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";

/** A product's rating and reviewCount count approved reviews only (SPEC §4: published after approval). */
async function recomputeProductRating(tx: Tx, productId: number) {
  const approved = and(eq(reviews.productId, productId), eq(reviews.status, "approved"));
  await tx
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${approved}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${approved})`,
    })
    .where(eq(products.id, productId));
}

export type ReviewDecision = { status: "approved" } | { status: "rejected"; reason: string };
type ReviewRow = typeof reviews.$inferSelect;

/**
 * Records the decision and recomputes the product's rating inside the caller's transaction (so the back
 * office can write its audit row in the same one); answers the review before and after. The caller
 * invalidates the catalogue cache after commit, as `approveReview` and `rejectReview` do.
 */
export async function moderateReviewIn(
  tx: Tx,
  id: number,
  staffId: string,
  decision: ReviewDecision,
): Promise<{ before: ReviewRow; after: ReviewRow }> {
  const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
  if (!before) throw notFound();
  const [after] = await tx
    .update(reviews)
    .set({
      status: decision.status,
      rejectionReason: decision.status === "rejected" ? decision.reason.trim() : null,
      moderatedAt: new Date(),
      moderatedBy: staffId,
    })
    .where(eq(reviews.id, id))
    .returning();
  await recomputeProductRating(tx, before.productId);
  return { before, after: after as ReviewRow };
}

async function moderate(id: number, staffId: string, decision: ReviewDecision) {
  const { after } = await db().transaction((tx) => moderateReviewIn(tx, id, staffId, decision));
  // Product pages cache approved reviews and ratings: told once the change is committed.
  await invalidate(cacheTags.catalog);
  return after;
}

/** Publishes a review: it appears on the product page and counts in the product's rating. */
export const approveReview = (id: number, staffId: string) => moderate(id, staffId, { status: "approved" });

/** Rejects a review with a reason the customer sees under My Reviews; an approved one is taken down. */
export const rejectReview = (id: number, staffId: string, reason: string) => moderate(id, staffId, { status: "rejected", reason });
