import { eq } from "drizzle-orm";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import OrderPage from "@/app/admin/orders/[id]/page";
import OrdersPage from "@/app/admin/orders/page";
import ReviewsPage from "@/app/admin/reviews/page";
import { db } from "@/server/platform/db/client";
import { orderStatusHistory, orders, reviews } from "@/server/platform/db/schema";
import { staffSession } from "../support/staff";

/**
 * The back office shows order and review times on Türkiye's wall clock, not the server's: the pages are
 * rendered as staff in a process running in New York, for records made at 21:30 UTC on 20 May 2026
 * (17:30 on 20 May in New York, 00:30 on 21 May in Türkiye).
 */

let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));
// The status form and the review buttons are client components that need the browser's router.
vi.mock("next/navigation", async (original) => ({ ...(await original()), useRouter: () => ({ refresh: () => {} }) }));

const instant = new Date("2026-05-20T21:30:00Z");
const processZone = process.env.TZ;
let order = { id: 0, number: "" };
let reviewId = 0;

beforeAll(async () => {
  process.env.TZ = "America/New_York";
  requestHeaders = new Headers({ cookie: await staffSession() });
  const [placed] = await db()
    .update(orders)
    .set({ createdAt: instant })
    .where(eq(orders.id, 1))
    .returning({ id: orders.id, number: orders.number });
  order = placed!;
  await db().update(orderStatusHistory).set({ createdAt: instant }).where(eq(orderStatusHistory.orderId, order.id));
  const [pending] = await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.status, "pending")).limit(1);
  reviewId = pending!.id;
  await db().update(reviews).set({ createdAt: instant }).where(eq(reviews.id, reviewId));
});

afterAll(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

const render = async (page: Promise<ReactNode>) => renderToStaticMarkup(await page);

describe("back-office times in shop time", () => {
  it("the process runs where the records fall on 20 May", () => {
    expect(instant.getDate()).toBe(20);
  });

  it("the order list dates an order by Türkiye's day", async () => {
    const html = await render(OrdersPage({ searchParams: Promise.resolve({ q: order.number }) }));
    expect(html).toContain(`>${order.number}</a>`);
    expect(html).toContain(`<td class="p-2">21 May 2026</td>`);
    expect(html).not.toContain("20 May 2026");
  });

  it("the order detail shows when it was placed and each status change in Türkiye's time", async () => {
    const html = await render(OrderPage({ params: Promise.resolve({ id: String(order.id) }) }));
    expect(html).toContain(" · 21 May 2026 00:30 · ");
    const history = html.slice(html.indexOf('id="history"'));
    expect(history).toContain("</strong> · 21 May 2026 00:30");
    expect(html).not.toContain("20 May 2026");
  });

  it("the review queue shows when a review was written in Türkiye's time", async () => {
    const html = await render(ReviewsPage({}));
    const item = html.slice(html.indexOf(`id="review-${reviewId}"`));
    expect(item.slice(0, item.indexOf("</article>"))).toContain(" · 21 May 2026 00:30 · ");
  });
});
