import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/admin/reviews/approve/route";
import { POST as reject } from "@/app/api/admin/reviews/reject/route";
import { POST as contractDocuments } from "@/app/api/common/contract-documents/route";
import { POST as checkReviewCreate } from "@/app/api/customers/check-review-create/route";
import { POST as createReview } from "@/app/api/customers/create-review/route";
import { ReviewList } from "@/modules/social/templates/review-list";
import { getProductDetail } from "@/server/catalog/product-detail";
import { db } from "@/server/platform/db/client";
import { orders, rateCounters, reviews } from "@/server/platform/db/schema";
import { myReviews } from "@/server/social/reviews";
import { call } from "../support/api";
import { staffSession } from "../support/staff";
import { as, productRow, productsOfOrder, signInBoth, untouchedProducts } from "./social-helpers";

let A: ReturnType<typeof as>;
let B: ReturnType<typeof as>;
/** Bought (paid, shipped or delivered) and not reviewed yet. */
let delivered: number[];
let awaitingPayment: number;
let reviewedApproved: number;
let reviewedPending: number;
let staff: string;

const review = (productId: number, extra: Record<string, unknown> = {}) => ({
  locale: "tr",
  productId,
  rating: 4,
  content: "Gayet iyi.",
  isAuthorNameShown: true,
  acceptedMembershipAgreement: true,
  ...extra,
});

beforeAll(async () => {
  const sessions = await signInBoth();
  staff = await staffSession();
  A = as(sessions.a);
  B = as(sessions.b);
  [awaitingPayment] = (await productsOfOrder("LM-J6VP1EYS0G")) as [number];
  const demoReviews = await db().select().from(reviews).where(eq(reviews.userId, "demo-customer"));
  reviewedApproved = demoReviews.find((r) => r.status === "approved")!.productId;
  reviewedPending = demoReviews.find((r) => r.status === "pending")!.productId;
  // Products of a delivered and a shipped order that the demo customer has not reviewed.
  const purchased = [...(await productsOfOrder("LM-4Q7M2XK9TD")), ...(await productsOfOrder("LM-8HZC3NWR5B"))];
  delivered = purchased.filter((id) => !demoReviews.some((r) => r.productId === id));
  expect(delivered.length).toBeGreaterThanOrEqual(3);
});

describe("check-review-create", () => {
  it("answers ok for a delivered or shipped product not yet reviewed", async () => {
    for (const productId of delivered) {
      const res = await A(checkReviewCreate, { productId });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: "ok", code: null });
    }
  });

  it("answers already_reviewed for an approved or a pending review", async () => {
    for (const productId of [reviewedApproved, reviewedPending]) {
      const res = await A(checkReviewCreate, { productId });
      expect(res.json).toEqual({ status: "not_allowed", code: "already_reviewed", message: "Bu ürünü daha önce değerlendirdiniz." });
    }
  });

  it("answers must_be_purchased for an order still awaiting payment, and for a product never ordered", async () => {
    const [never] = await untouchedProducts(1);
    for (const productId of [awaitingPayment, never]) {
      const res = await A(checkReviewCreate, { productId });
      expect(res.json).toEqual({
        status: "not_allowed",
        code: "must_be_purchased",
        message: "Değerlendirme yapabilmek için ürünü daha önce satın almış olmanız gerekir.",
      });
    }
  });

  it("counts a paid order as a purchase, and another customer's order not at all", async () => {
    await db().update(orders).set({ status: "paid" }).where(eq(orders.number, "LM-J6VP1EYS0G"));
    expect((await A(checkReviewCreate, { productId: awaitingPayment })).json.status).toBe("ok");
    expect((await B(checkReviewCreate, { productId: awaitingPayment })).json.code).toBe("must_be_purchased");
    await db().update(orders).set({ status: "awaiting_payment" }).where(eq(orders.number, "LM-J6VP1EYS0G"));
  });

  it("asks a guest to sign in", async () => {
    expect((await as(undefined)(checkReviewCreate, { productId: delivered[0] })).status).toBe(401);
  });
});

describe("create-review", () => {
  it("refuses without the membership agreement, with the Turkish message", async () => {
    const res = await A(createReview, review(delivered[0]!, { acceptedMembershipAgreement: false }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: "membership_agreement_not_accepted",
      message: "Yorum oluşturmak için üyelik sözleşmesi kabul edilmelidir.",
    });
  });

  it.each([
    ["a rating of 0", { rating: 0 }],
    ["a rating of 6", { rating: 6 }],
    ["a fractional rating", { rating: 4.5 }],
    ["no rating", { rating: undefined }],
    ["2,001 characters", { content: "a".repeat(2001) }],
  ])("answers 400 for %s", async (_label, extra) => {
    const res = await A(createReview, review(delivered[0]!, extra));
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
  });

  it("refuses a product not purchased (403) or already reviewed (409)", async () => {
    expect((await A(createReview, review(awaitingPayment))).json.code).toBe("must_be_purchased");
    const again = await A(createReview, review(reviewedApproved));
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_reviewed");
  });

  it("stores markup inert: tags and scripts removed, plain text kept as written", async () => {
    const productId = delivered[0]!;
    const before = await productRow(productId);
    const content = `Harika <script>alert("x")</script>ürün <img src=x onerror="alert(1)">baskı & 3 < 5 "tırnak" 'tek'`;
    const res = await A(createReview, review(productId, { content, rating: 1 }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "pending" });
    const [stored] = await db().select().from(reviews).where(eq(reviews.id, res.json.id));
    expect(stored!.content).toBe(`Harika ürün baskı & 3 < 5 "tırnak" 'tek'`);
    expect(stored!.status).toBe("pending");
    // Pending: the product's rating and count are untouched.
    const after = await productRow(productId);
    expect([after.rating, after.reviewCount]).toEqual([before.rating, before.reviewCount]);
    expect((await A(checkReviewCreate, { productId })).json.code).toBe("already_reviewed");
  });

  it("renders what survives stripping as text: an escaped tag typed as text never becomes markup", async () => {
    const productId = delivered[1]!;
    const typed = `Kod örneği: &lt;img src=x onerror=alert(1)&gt; <img src=x onerror=alert(2)> ve 3 < 5`;
    const res = await A(createReview, review(productId, { content: typed }));
    expect(res.status).toBe(200);
    const html = renderToStaticMarkup(createElement(ReviewList, { reviews: await myReviews("demo-customer") }));
    expect(html).toContain("Kod örneği: &amp;lt;img src=x onerror=alert(1)&amp;gt;  ve 3 &lt; 5");
    // No element carries the handler or the bogus source: the only "onerror" is inside escaped text.
    expect(html).not.toMatch(/<script|<[^>]*\sonerror=|<img[^>]*src="x"/i);
  });

  it("rate-limits a customer after 10 attempts an hour with 429", async () => {
    await db().delete(rateCounters);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await B(createReview, review(reviewedApproved))).status);
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Per customer: A is not affected by B's attempts.
    expect((await A(createReview, review(reviewedApproved))).status).toBe(409);
  });
});

describe("moderation through the back office", () => {
  const moderate = (route: typeof approve, path: string, body: object) => call(route, path, { cookie: staff, body });

  it("a pending review is invisible and leaves the rating; approving publishes it and counts it", async () => {
    const productId = delivered[2]!;
    const before = await getProductDetail(productId);
    const created = await A(createReview, review(productId, { rating: 1, content: "Bekleyen değerlendirme" }));
    const reviewId = created.json.id as number;
    const pending = await getProductDetail(productId);
    expect(pending?.reviews.some((r) => r.id === reviewId)).toBe(false);
    expect([pending?.rating, pending?.reviewCount]).toEqual([before?.rating, before?.reviewCount]);

    expect((await moderate(approve, "/api/admin/reviews/approve", { reviewId })).status).toBe(200);
    const approvedRows = await db()
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")));
    const average = Math.round((approvedRows.reduce((s, r) => s + r.rating, 0) / approvedRows.length) * 100) / 100;
    const published = await getProductDetail(productId);
    expect(published?.reviews.find((r) => r.id === reviewId)?.content).toBe("Bekleyen değerlendirme");
    expect([published?.rating, published?.reviewCount]).toEqual([average, before!.reviewCount + 1]);
    expect(average).not.toBe(before?.rating);
  });

  it("rejecting keeps the review off the product, its rating and count, and tells the customer why", async () => {
    const [productId] = await untouchedProducts(1);
    const before = await productRow(productId!);
    const [pending] = await db()
      .insert(reviews)
      .values({ productId: productId!, userId: "demo-customer", rating: 5, content: "Reddedilecek", status: "pending" })
      .returning();
    const res = await moderate(reject, "/api/admin/reviews/reject", { reviewId: pending!.id, reason: "Ürünle ilgisi olmayan içerik." });
    expect(res.status).toBe(200);
    const after = await productRow(productId!);
    expect([after.rating, after.reviewCount]).toEqual([before.rating, before.reviewCount]);
    expect((await getProductDetail(productId!))?.reviews.some((r) => r.id === pending!.id)).toBe(false);
    const mine = (await myReviews("demo-customer")).find((r) => r.id === pending!.id);
    expect(mine).toMatchObject({ status: "rejected", rejectionReason: "Ürünle ilgisi olmayan içerik.", rating: 5 });
    expect(mine?.product?.id).toBe(productId);
  });

  it("answers not found for an unknown review", async () => {
    expect((await moderate(approve, "/api/admin/reviews/approve", { reviewId: 999_999 })).status).toBe(404);
  });

  it("lists the customer's reviews with their states, newest first", async () => {
    const mine = await myReviews("demo-customer");
    expect(new Set(mine.map((r) => r.status))).toEqual(new Set(["pending", "approved", "rejected"]));
    const dates = mine.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe("contract documents", () => {
  it("answers the three texts to anyone, falling back to the shop's locale", async () => {
    for (const locale of ["tr", "en"]) {
      const res = await call(contractDocuments, "/api/common/contract-documents", { body: { locale } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.json).sort()).toEqual(["clarificationText", "commentPostingCriteriaText", "termsOfMembershipText"]);
      expect(res.json.termsOfMembershipText).toContain("Üyelik Sözleşmesi");
    }
  });
});
