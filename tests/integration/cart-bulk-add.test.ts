import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as quickOrderRoute } from "@/app/api/cart/quick-order/route";
import { POST as reorderRoute } from "@/app/api/cart/reorder/route";
import { db } from "@/server/platform/db/client";
import { orders, products } from "@/server/platform/db/schema";
import type { BulkAddAnswer } from "@/shared/cart/bulk-add";
import { MAX_QUICK_ORDER_LINES } from "@/shared/cart/quick-order-limits";
import { signUp } from "./account-support";
import { Shopper, simpleProduct, variantProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

/** Many lines into the cart at once: the quick order by product codes and a past order again (docs/API.md). */

const codeOf = async (id: number) => (await db().select({ code: products.code }).from(products).where(eq(products.id, id)))[0]!.code;

const quick = (shopper: Shopper, lines: { code: string; quantity: number }[]) =>
  shopper.post(quickOrderRoute, "/api/cart/quick-order", { lines });

const quantities = (answer: BulkAddAnswer) => answer.cart.items.map((i) => [i.productId, i.variantId, i.quantity]);

describe("POST /api/cart/quick-order", () => {
  let plenty: number;
  let few: number;
  let variant: Awaited<ReturnType<typeof variantProduct>>;

  beforeAll(async () => {
    plenty = await simpleProduct(10);
    few = await simpleProduct(3);
    variant = await variantProduct(5);
  });

  it("adds what it can, caps a quantity at the stock, and reports unknown codes line by line", async () => {
    const guest = new Shopper();
    const [plentyCode, fewCode, parentCode] = await Promise.all([codeOf(plenty), codeOf(few), codeOf(variant.productId)]);
    const res = await quick(guest, [
      { code: plentyCode, quantity: 2 },
      { code: fewCode, quantity: 5 },
      { code: "YOK-0000", quantity: 1 },
      { code: variant.variant.code, quantity: 1 },
      { code: parentCode, quantity: 1 },
      { code: plentyCode.toLowerCase(), quantity: 1 },
    ]);
    expect(res.status, res.text).toBe(200);
    const answer = res.json as BulkAddAnswer;
    expect(answer.report.map((r) => [r.code, r.status, r.added, r.limit])).toEqual([
      [plentyCode, "added", 2, undefined],
      [fewCode, "capped", 3, 3],
      ["YOK-0000", "unknown_code", 0, undefined],
      [variant.variant.code, "added", 1, undefined],
      [parentCode, "variant_required", 0, undefined],
      [plentyCode.toLowerCase(), "added", 1, undefined],
    ]);
    expect(answer.report[3]).toMatchObject({ variantCode: true, variantLabel: expect.any(String) });
    expect(answer.report[2]).toMatchObject({ name: null });
    expect(quantities(answer)).toEqual([
      [plenty, null, 3],
      [few, null, 3],
      [variant.productId, variant.variantId, 1],
    ]);
    // The cart the browser holds is the one reported: a later read shows the same lines.
    expect(quantities({ cart: (await guest.cart()).json, report: [] })).toEqual(quantities(answer));
    // Again: the cart already holds all the stock there is of the scarce product.
    const again = (await quick(guest, [{ code: fewCode, quantity: 1 }])).json as BulkAddAnswer;
    expect(again.report).toEqual([expect.objectContaining({ status: "capped", added: 0, limit: 3 })]);
  });

  it("reports a product with no stock as out of stock, and creates no cart when nothing could be added", async () => {
    const none = await simpleProduct(0);
    const guest = new Shopper();
    const res = await quick(guest, [
      { code: await codeOf(none), quantity: 2 },
      { code: "YOK-0001", quantity: 1 },
    ]);
    expect(res.status, res.text).toBe(200);
    expect((res.json as BulkAddAnswer).report.map((r) => r.status)).toEqual(["out_of_stock", "unknown_code"]);
    expect((res.json as BulkAddAnswer).cart.items).toEqual([]);
    const onlyUnknown = new Shopper();
    expect((await quick(onlyUnknown, [{ code: "YOK-0002", quantity: 1 }])).status).toBe(200);
    expect(onlyUnknown.cartId).toBeNull();
  });

  it("refuses more lines than one quick order takes, with a Turkish message", async () => {
    const lines = Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, (_, i) => ({ code: `K${i}`, quantity: 1 }));
    const res = await quick(new Shopper(), lines);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: "validation_failed", message: expect.stringContaining("en fazla 100 satır") });
  });
});

describe("POST /api/cart/reorder", () => {
  let owner: Shopper;
  let orderId: number;
  let ids: { repriced: number; soldOut: number; withdrawn: number; same: number };

  beforeAll(async () => {
    const { cookie } = await signUp("tekrar.siparis@example.com");
    owner = new Shopper(cookie);
    ids = {
      repriced: await simpleProduct(10, 200_00),
      soldOut: await simpleProduct(10, 300_00),
      withdrawn: await simpleProduct(10, 400_00),
      same: await simpleProduct(3, 500_00),
    };
    await addToCart(owner, ids.repriced, 2);
    await addToCart(owner, ids.soldOut, 1);
    await addToCart(owner, ids.withdrawn, 1);
    await addToCart(owner, ids.same, 2);
    await fillCheckout(owner, { info: { email: "tekrar.siparis@example.com", shippingAddress: guestAddress } });
    const placed = await order(owner);
    if (placed.status !== 200) throw new Error(`order: ${placed.status} ${placed.text}`);
    orderId = (await db().select({ id: orders.id }).from(orders).where(eq(orders.number, placed.json.number)))[0]!.id;
    // Since the order: one price went up, one product sold out, one was unpublished; one is down to a single unit.
    await db().update(products).set({ salesPrice: 250_00, unDiscountedSalesPrice: 250_00 }).where(eq(products.id, ids.repriced));
    await db().update(products).set({ stock: 0 }).where(eq(products.id, ids.soldOut));
    await db().update(products).set({ isActive: false }).where(eq(products.id, ids.withdrawn));
    await db().update(products).set({ stock: 1 }).where(eq(products.id, ids.same));
  }, 60_000);

  it("puts the order's lines in the cart and reports changed prices, stock and withdrawn products", async () => {
    const res = await owner.post(reorderRoute, "/api/cart/reorder", { orderId });
    expect(res.status, res.text).toBe(200);
    const answer = res.json as BulkAddAnswer;
    expect(answer.report.map((r) => [r.status, r.requested, r.added, r.price])).toEqual([
      ["added", 2, 2, { was: 200_00, now: 250_00 }],
      ["out_of_stock", 1, 0, undefined],
      ["unavailable", 1, 0, undefined],
      ["capped", 2, 1, undefined],
    ]);
    expect(answer.report[0]!.name).toEqual(expect.any(String));
    expect(quantities(answer)).toEqual([
      [ids.repriced, null, 2],
      [ids.same, null, 1],
    ]);
  });

  it("finds only the customer's own orders, and asks a guest to sign in", async () => {
    const { cookie } = await signUp("baska.musteri@example.com");
    const other = await new Shopper(cookie).post(reorderRoute, "/api/cart/reorder", { orderId });
    expect([other.status, other.json.code]).toEqual([404, "not_found"]);
    const guest = await new Shopper().post(reorderRoute, "/api/cart/reorder", { orderId });
    expect([guest.status, guest.json.code]).toEqual([401, "unauthorized"]);
  });
});
