import "server-only";
import { asc, eq } from "drizzle-orm";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { products, reviews, user } from "@/server/platform/db/schema";
import { conflict } from "@/server/platform/http/errors";
import { cacheTags, invalidate } from "@/server/platform/runtime/cache";
import { moderateReviewIn, type ReviewDecision } from "@/server/social/reviews-moderation";

export type PendingReview = {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  authorName: string;
  rating: number;
  content: string;
  createdAt: Date;
};

export async function listPendingReviews(): Promise<PendingReview[]> {
  return (
    db()
      .select({
        id: reviews.id,
        productId: reviews.productId,
        productName: products.name,
        productSlug: products.slug,
        authorName: user.name,
        rating: reviews.rating,
        content: reviews.content,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(user, eq(user.id, reviews.userId))
      .where(eq(reviews.status, "pending"))
      // The id breaks ties: reviews written in the same instant keep their order from one load to the next.
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(200)
  );
}

/** The queue's decisions go through the one moderation rule (state and the product's rating), plus the audit row. */
async function moderate(staffId: string, id: number, decision: ReviewDecision) {
  await db().transaction(async (tx) => {
    const { before, after } = await moderateReviewIn(tx, id, staffId, decision);
    // Throwing rolls the decision back: a second decision on the same review is a conflict, not an overwrite.
    if (before.status !== "pending") throw conflict("review_already_moderated");
    await recordAudit(
      {
        actorId: staffId,
        action: decision.status === "approved" ? "review.approve" : "review.reject",
        entity: "review",
        entityId: id,
        before: { status: before.status },
        after: { status: after.status, rejectionReason: after.rejectionReason },
      },
      tx,
    );
  });
  // Only an approval changes what the storefront shows (a pending review was never on it).
  if (decision.status === "approved") await invalidate(cacheTags.catalog);
}

export const approvePendingReview = (staffId: string, id: number) => moderate(staffId, id, { status: "approved" });
export const rejectPendingReview = (staffId: string, id: number, reason: string) => moderate(staffId, id, { status: "rejected", reason });
