import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/server/db/client";
import { products, reviews, user } from "@/server/db/schema";
import { conflict, notFound } from "@/server/http/errors";
import { invalidateCatalog } from "./admin-catalog";
import { recordAudit } from "./audit";

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
  return db()
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
    .orderBy(asc(reviews.createdAt))
    .limit(200);
}

// TODO(merge): the social engineer's approveReview/rejectReview own this rule; call them and keep only the audit here.
async function recomputeProductRating(tx: Tx, productId: number) {
  await tx.execute(sql`
    update products set
      rating = coalesce((select round(avg(rating)::numeric, 2) from reviews where product_id = ${productId} and status = 'approved'), 0),
      review_count = (select count(*)::int from reviews where product_id = ${productId} and status = 'approved')
    where id = ${productId}`);
}

async function moderate(staffId: string, id: number, status: "approved" | "rejected", reason: string | null) {
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!before) throw notFound();
    if (before.status !== "pending") throw conflict("review_already_moderated");
    const [after] = await tx
      .update(reviews)
      .set({ status, rejectionReason: reason, moderatedAt: new Date(), moderatedBy: staffId })
      .where(and(eq(reviews.id, id), eq(reviews.status, "pending")))
      .returning();
    if (status === "approved") await recomputeProductRating(tx, before.productId);
    await recordAudit(
      {
        actorId: staffId,
        action: status === "approved" ? "review.approve" : "review.reject",
        entity: "review",
        entityId: id,
        before: { status: before.status },
        after: { status: after?.status, rejectionReason: reason },
      },
      tx,
    );
  });
  if (status === "approved") await invalidateCatalog();
}

export const approvePendingReview = (staffId: string, id: number) => moderate(staffId, id, "approved", null);
export const rejectPendingReview = (staffId: string, id: number, reason: string) => moderate(staffId, id, "rejected", reason);
