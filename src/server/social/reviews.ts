import "server-only";
import { and, desc, eq, exists, inArray } from "drizzle-orm";
import { t } from "@/i18n/server";
import { db } from "@/server/platform/db/client";
import { orderItems, orders, reviews } from "@/server/platform/db/schema";
import { ApiError, badRequest } from "@/server/platform/http/errors";
import { publishStaff } from "@/server/platform/live/publish";
import { consumeRateLimit, type RateLimit } from "@/server/platform/runtime/rate-limit";
import type { CreateReviewInput } from "@/shared/social/schemas";
import type { ProductSummary, ReviewEligibility, ReviewStatus } from "@/shared/social/types";
import { productSummaries, requireActiveProduct } from "./favorites";

/** Orders in these states count as a purchase (only a buyer of the product may review it). */
export const PURCHASED_STATUSES = ["paid", "shipped", "delivered"] as const;

/** Per customer and hour: far above what a person writes, low enough to stop a script filling the moderation queue. */
export const REVIEW_RATE_LIMIT: RateLimit = { max: 10, windowSeconds: 3600 };

type Refusal = Exclude<ReviewEligibility["code"], null>;

const refusal = (code: Refusal): ReviewEligibility => ({ status: "not_allowed", code, message: t(`social:errors.${code}`) });

/** May the customer review the product: ok, already_reviewed (any earlier review, whatever its state) or must_be_purchased. */
export async function reviewEligibility(userId: string, productId: number): Promise<ReviewEligibility> {
  await requireActiveProduct(productId);
  const [reviewed] = await db()
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  if (reviewed) return refusal("already_reviewed");
  const [purchased] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...PURCHASED_STATUSES]),
        exists(
          db()
            .select({ id: orderItems.id })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, orders.id), eq(orderItems.productId, productId))),
        ),
      ),
    )
    .limit(1);
  return purchased ? { status: "ok", code: null } : refusal("must_be_purchased");
}

const refusalError = (code: Refusal) => new ApiError(code === "already_reviewed" ? 409 : 403, code, t(`social:errors.${code}`));

const isUniqueViolation = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: string }).code === "23505";

/**
 * Stores a review as pending: it shows on the product page, and counts in its rating, only once staff
 * approve it (reviews-moderation.ts). The content arrives stripped of markup (createReviewBody).
 */
export async function createReview(userId: string, input: CreateReviewInput): Promise<{ id: number; status: ReviewStatus }> {
  if (!input.acceptedMembershipAgreement)
    throw badRequest("membership_agreement_not_accepted", t("social:errors.membership_agreement_not_accepted"));
  await consumeRateLimit(`review:${userId}`, REVIEW_RATE_LIMIT);
  const eligibility = await reviewEligibility(userId, input.productId);
  if (eligibility.status !== "ok") throw refusalError(eligibility.code);
  try {
    const row = await db().transaction(async (tx) => {
      const [created] = await tx
        .insert(reviews)
        .values({
          productId: input.productId,
          userId,
          rating: input.rating,
          content: input.content,
          isAuthorNameShown: input.isAuthorNameShown,
          locale: input.locale,
          status: "pending",
        })
        .returning({ id: reviews.id, status: reviews.status });
      await publishStaff(tx, "review");
      return created;
    });
    return row as { id: number; status: ReviewStatus };
  } catch (error) {
    // Two submissions at once: the unique (product, user) index lets one through.
    if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown })?.cause)) throw refusalError("already_reviewed");
    throw error;
  }
}

export type MyReview = {
  id: number;
  rating: number;
  content: string;
  status: ReviewStatus;
  rejectionReason: string | null;
  createdAt: string;
  product: ProductSummary | null;
};

/** The customer's reviews, newest first, with their moderation state. */
export async function myReviews(userId: string): Promise<MyReview[]> {
  const rows = await db().select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt), desc(reviews.id));
  const summaries = new Map((await productSummaries(rows.map((r) => r.productId))).map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    content: r.content,
    status: r.status,
    rejectionReason: r.rejectionReason,
    createdAt: r.createdAt.toISOString(),
    product: summaries.get(r.productId) ?? null,
  }));
}
