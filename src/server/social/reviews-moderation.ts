import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/server/platform/db/client";
import { products, reviews } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";

/** A product's rating and reviewCount count approved reviews only (a review is public only once staff approve it). */
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
 * The one moderation rule: records the decision and recomputes the product's rating inside the caller's
 * transaction (the back office writes its audit row in the same one); answers the review before and after.
 * The caller invalidates the catalogue cache after commit, when the storefront changed.
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
