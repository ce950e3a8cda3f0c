import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as addItem } from "@/app/api/cart/add-item/route";
import { POST as removeItem } from "@/app/api/cart/remove-item/route";
import { POST as updateItem } from "@/app/api/cart/update-item/route";
import { db } from "@/server/platform/db/client";
import { cartItems, products } from "@/server/platform/db/schema";
import { Shopper, simpleProduct, variantProduct } from "./cart-helpers";
import { cartTotalsProblem } from "./consistency";

const add = (s: Shopper, item: unknown) => s.post(addItem, "/api/cart/add-item", { item });

describe("POST /api/cart", () => {
  it("answers a new visitor's cart with every field at its initial value, without creating one", async () => {
    const res = await new Shopper().cart();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: "draft",
      step: "information",
      subTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      deliveryTotal: 0,
      cashOnDeliveryServiceFee: 0,
      grandTotal: 0,
      itemCount: 0,
      productCount: 0,
      discounts: [],
      items: [],
      deliveryType: "standard",
      cardBrand: "none",
      installmentCount: 1,
      dueDifference: 0,
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("POST /api/cart/add-item", () => {
  it("creates the cart behind an httpOnly, SameSite=Lax cookie and answers the line with catalogue data", async () => {
    const productId = await simpleProduct(10, 1_234_56);
    const shopper = new Shopper();
    const res = await add(shopper, { productId, quantity: 2 });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const [product] = await db().select().from(products).where(eq(products.id, productId));
    expect(res.json.items).toEqual([
      expect.objectContaining({
        productId,
        variantId: null,
        variant: null,
        code: product!.code,
        name: product!.name,
        slug: product!.slug,
        quantity: 2,
        unitPrice: 1_234_56,
        originalUnitPrice: 1_234_56,
        lineTotal: 2_469_12,
        stockState: "in_stock",
        maxQuantity: 10,
      }),
    ]);
    expect(res.json.items[0].image.url).toMatch(/^\/media\//);
    expect(res.json).toMatchObject({ itemCount: 2, productCount: 1, subTotal: 2_469_12 });
    // The same browser keeps its cart.
    expect((await shopper.cart()).json.itemCount).toBe(2);
  });

  it("ignores a price sent by the client", async () => {
    const productId = await simpleProduct(5, 9_999_00);
    const res = await add(new Shopper(), { productId, quantity: 1, unitPrice: 1, salesPrice: 1, price: 1 });
    expect(res.status).toBe(200);
    expect(res.json.items[0].unitPrice).toBe(9_999_00);
    expect(res.json.grandTotal).toBe(9_999_00);
  });

  it("adds to an existing line and refuses more than the stock, changing nothing", async () => {
    const productId = await simpleProduct(3);
    const shopper = new Shopper();
    await add(shopper, { productId, quantity: 2 });
    const tooMany = await add(shopper, { productId, quantity: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json).toMatchObject({ code: "insufficient_stock" });
    expect(tooMany.json.message).toContain("3");
    const ok = await add(shopper, { productId, quantity: 1 });
    expect(ok.json.items[0].quantity).toBe(3);
    expect(ok.json.items[0].stockState).toBe("low_stock");
  });

  it("refuses a product out of stock, an unknown product, and a product with variants without one", async () => {
    const empty = await add(new Shopper(), { productId: await simpleProduct(0), quantity: 1 });
    expect([empty.status, empty.json.code]).toEqual([409, "out_of_stock"]);
    const unknown = await add(new Shopper(), { productId: 99_999_999, quantity: 1 });
    expect([unknown.status, unknown.json.code]).toEqual([404, "product_not_found"]);
    const { productId, variantId, variant } = await variantProduct(7);
    const noVariant = await add(new Shopper(), { productId, quantity: 1 });
    expect([noVariant.status, noVariant.json.code]).toEqual([400, "variant_required"]);
    const withVariant = await add(new Shopper(), { productId, variantId, quantity: 1 });
    expect(withVariant.json.items[0]).toMatchObject({ variantId, code: variant.code, unitPrice: variant.salesPrice, maxQuantity: 7 });
    expect(withVariant.json.items[0].variant.attributes).toEqual(variant.attributes);
    expect(withVariant.json.items[0].slug).toContain("-v~");
  });

  it.each([
    ["no item", {}],
    ["a zero quantity", { item: { productId: 1, quantity: 0 } }],
    ["a quantity over 99", { item: { productId: 1, quantity: 100 } }],
    ["a fractional quantity", { item: { productId: 1, quantity: 1.5 } }],
    ["a product id as text", { item: { productId: "1", quantity: 1 } }],
    ["a product id beyond PostgreSQL's integer", { item: { productId: 2 ** 31, quantity: 1 } }],
  ])("answers 400 for %s", async (_label, body) => {
    const res = await new Shopper().post(addItem, "/api/cart/add-item", body);
    expect([res.status, res.json.code]).toEqual([400, "validation_failed"]);
  });

  it("keeps every one of 100 parallel writes on one cart, and its totals stay those of its lines", async () => {
    const [first, second] = [await simpleProduct(500), await simpleProduct(500)];
    const shopper = new Shopper();
    await add(shopper, { productId: await simpleProduct(10), quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => add(shopper, { productId: i % 2 ? first : second, quantity: 1 })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const cart = await shopper.cart();
    const quantity = (id: number) => cart.json.items.find((i: { productId: number }) => i.productId === id).quantity;
    expect([quantity(first), quantity(second), cart.json.itemCount]).toEqual([50, 50, 101]);
    expect(await cartTotalsProblem(db(), shopper.cartId!, cart.json)).toBeNull();
  });
});

describe("update-item and remove-item", () => {
  it("sets a quantity by line id or by product, within the stock", async () => {
    const productId = await simpleProduct(4);
    const shopper = new Shopper();
    const added = await add(shopper, { productId, quantity: 1 });
    const id = added.json.items[0].id;
    expect((await shopper.post(updateItem, "/api/cart/update-item", { item: { id, quantity: 4 } })).json.items[0].quantity).toBe(4);
    expect((await shopper.post(updateItem, "/api/cart/update-item", { item: { productId, quantity: 2 } })).json.items[0].quantity).toBe(2);
    const over = await shopper.post(updateItem, "/api/cart/update-item", { item: { id, quantity: 5 } });
    expect([over.status, over.json.code]).toEqual([409, "insufficient_stock"]);
    expect((await shopper.cart()).json.items[0].quantity).toBe(2);
  });

  it("gives 404 for another cart's line and changes nothing", async () => {
    const productId = await simpleProduct(9);
    const owner = new Shopper();
    const line = (await add(owner, { productId, quantity: 3 })).json.items[0];
    const intruder = new Shopper();
    await add(intruder, { productId, quantity: 1 });
    const update = await intruder.post(updateItem, "/api/cart/update-item", { item: { id: line.id, quantity: 1 } });
    const remove = await intruder.post(removeItem, "/api/cart/remove-item", { item: { id: line.id } });
    expect([update.status, remove.status]).toEqual([404, 404]);
    const [row] = await db().select().from(cartItems).where(eq(cartItems.id, line.id));
    expect(row?.quantity).toBe(3);
  });

  it("removes a line by id or by product", async () => {
    const a = await simpleProduct(5);
    const b = await simpleProduct(5);
    const shopper = new Shopper();
    await add(shopper, { productId: a, quantity: 1 });
    const both = await add(shopper, { productId: b, quantity: 2 });
    const byId = await shopper.post(removeItem, "/api/cart/remove-item", { item: { id: both.json.items[0].id } });
    expect(byId.json.items.map((i: { productId: number }) => i.productId)).toEqual([b]);
    const byProduct = await shopper.post(removeItem, "/api/cart/remove-item", { item: { productId: b } });
    expect(byProduct.json).toMatchObject({ items: [], itemCount: 0, grandTotal: 0 });
  });

  it("answers 404 when a guest without a cart changes one", async () => {
    const res = await new Shopper().post(updateItem, "/api/cart/update-item", { item: { id: 1, quantity: 1 } });
    expect([res.status, res.json.code]).toEqual([404, "cart_not_found"]);
  });
});
