import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as changeStatus } from "@/app/api/admin/orders/change-status/route";
import { POST as listOrders } from "@/app/api/admin/orders/route";
import { POST as approve } from "@/app/api/admin/reviews/approve/route";
import { POST as reject } from "@/app/api/admin/reviews/reject/route";
import { POST as listReviews } from "@/app/api/admin/reviews/route";
import { db } from "@/server/platform/db/client";
import { auditLog, orderItems, orderStatusHistory, orders, products, reviews } from "@/server/platform/db/schema";
import { latestMailTo } from "@/server/platform/mail";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";
import { staffSession } from "../support/staff";

let staff = "";
beforeAll(async () => {
  process.env.DATA_DIR = `/tmp/admin-workflows-${process.pid}`;
  staff = await staffSession();
});

describe("review moderation", () => {
  it("approving a pending review publishes it and updates the product's rating and count", async () => {
    const queue = await call(listReviews, "/api/admin/reviews", { cookie: staff, body: {} });
    expect(queue.status).toBe(200);
    const pending = queue.json.items[0];
    expect(pending).toBeDefined();
    const [before] = await db().select().from(products).where(eq(products.id, pending.productId));
    const approvedBefore = await db()
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, pending.productId), eq(reviews.status, "approved")));

    expect((await call(approve, "/api/admin/reviews/approve", { cookie: staff, body: { reviewId: pending.id } })).status).toBe(200);

    const [after] = await db().select().from(products).where(eq(products.id, pending.productId));
    const ratings = [...approvedBefore.map((r) => r.rating), pending.rating];
    expect(after!.reviewCount).toBe(before!.reviewCount + 1);
    expect(after!.rating).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 2);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, String(pending.id))));
    expect(audit).toMatchObject({ action: "review.approve", before: { status: "pending" }, after: { status: "approved" } });
    // A second decision on the same review is a conflict, not a silent overwrite.
    expect(
      (await call(reject, "/api/admin/reviews/reject", { cookie: staff, body: { reviewId: pending.id, reason: "Geç kaldı" } })).status,
    ).toBe(409);
  });

  it("rejecting keeps the review off the product and stores the reason", async () => {
    const queue = await call(listReviews, "/api/admin/reviews", { cookie: staff, body: {} });
    const pending = queue.json.items[0];
    const [before] = await db().select().from(products).where(eq(products.id, pending.productId));
    const res = await call(reject, "/api/admin/reviews/reject", {
      cookie: staff,
      body: { reviewId: pending.id, reason: "Reklam içeriyor" },
    });
    expect(res.status).toBe(200);
    const [review] = await db().select().from(reviews).where(eq(reviews.id, pending.id));
    expect(review).toMatchObject({ status: "rejected", rejectionReason: "Reklam içeriyor" });
    const [after] = await db().select().from(products).where(eq(products.id, pending.productId));
    expect(after!.reviewCount).toBe(before!.reviewCount);
  });

  it("keeps reviews written at the same instant in one order (by id) from one load to the next", async () => {
    const pending = await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.status, "pending")).orderBy(desc(reviews.id));
    expect(pending.length).toBeGreaterThan(2);
    // Updated newest id first, so the rows' physical order is the reverse of their ids.
    for (const { id } of pending)
      await db()
        .update(reviews)
        .set({ createdAt: new Date("2026-01-01T09:00:00Z") })
        .where(eq(reviews.id, id));
    const ids = async () =>
      (await call(listReviews, "/api/admin/reviews", { cookie: staff, body: {} })).json.items.map((r: { id: number }) => r.id);
    const first = await ids();
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(await ids()).toEqual(first);
  });
});

describe("order status changes", () => {
  it("moves an order along the allowed path, records history and audit, and mails the customer", async () => {
    const list = await call(listOrders, "/api/admin/orders", { cookie: staff, body: { status: "awaiting_payment" } });
    expect(list.status).toBe(200);
    const order = list.json.items[0];
    expect(order.status).toBe("awaiting_payment");

    // Skipping a step is refused.
    const skip = await call(changeStatus, "/api/admin/orders/change-status", {
      cookie: staff,
      body: { orderId: order.id, status: "shipped" },
    });
    expect(skip.status).toBe(409);

    for (const status of ["paid", "shipped", "delivered"] as const) {
      const res = await call(changeStatus, "/api/admin/orders/change-status", { cookie: staff, body: { orderId: order.id, status } });
      expect(res.status).toBe(200);
    }
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status).slice(-3)).toEqual(["paid", "shipped", "delivered"]);
    await drainMail();
    const mail = await latestMailTo(order.email);
    expect(mail?.subject).toContain(order.number);
    expect(mail?.subject).toContain("Teslim edildi");
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(order.id))));
    expect(audits).toHaveLength(3);
  });

  it("searches by number and e-mail", async () => {
    const [any] = await db().select().from(orders).limit(1);
    const byNumber = await call(listOrders, "/api/admin/orders", { cookie: staff, body: { query: any!.number } });
    expect(byNumber.json.items.map((o: { id: number }) => o.id)).toContain(any!.id);
    const byEmail = await call(listOrders, "/api/admin/orders", { cookie: staff, body: { query: any!.email.toUpperCase() } });
    expect(byEmail.json.items.every((o: { email: string }) => o.email === any!.email)).toBe(true);
  });

  it("cancelling restores the stock of every line", async () => {
    const [template] = await db().select().from(orders).limit(1);
    const [product] = await db().select().from(products).where(eq(products.isActive, true)).limit(1);
    const { id: _id, number: _n, cartId: _c, createdAt: _a, updatedAt: _u, ...rest } = template!;
    const [order] = await db()
      .insert(orders)
      .values({ ...rest, number: "TEST-CANCEL-1", status: "paid" })
      .returning();
    await db()
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: product!.id,
        code: product!.code,
        name: product!.name,
        slug: product!.slug,
        unitPrice: product!.salesPrice,
        quantity: 3,
        lineTotal: product!.salesPrice * 3,
        taxRate: 20,
      });

    const res = await call(changeStatus, "/api/admin/orders/change-status", {
      cookie: staff,
      body: { orderId: order!.id, status: "cancelled", note: "Müşteri vazgeçti" },
    });
    expect(res.status).toBe(200);
    const [after] = await db().select().from(products).where(eq(products.id, product!.id));
    expect(after!.stock).toBe(product!.stock + 3);
    // A cancelled order is final.
    expect(
      (await call(changeStatus, "/api/admin/orders/change-status", { cookie: staff, body: { orderId: order!.id, status: "paid" } })).status,
    ).toBe(409);
  });

  it("answers 404 for an order that does not exist", async () => {
    expect(
      (await call(changeStatus, "/api/admin/orders/change-status", { cookie: staff, body: { orderId: 999999, status: "paid" } })).status,
    ).toBe(404);
  });
});
