import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createGroup } from "@/app/api/admin/customer-groups/create/route";
import { POST as groupDetail } from "@/app/api/admin/customer-groups/detail/route";
import { POST as setMember } from "@/app/api/admin/customer-groups/member/route";
import { POST as setPrices } from "@/app/api/admin/customer-groups/prices/route";
import { POST as listGroups } from "@/app/api/admin/customer-groups/route";
import { POST as updateGroup } from "@/app/api/admin/customer-groups/update/route";
import { POST as approveDealer } from "@/app/api/admin/inbox/approve-dealer/route";
import { POST as setVolume } from "@/app/api/admin/products/volume-prices/route";
import { POST as addItem } from "@/app/api/cart/add-item/route";
import { POST as updateItem } from "@/app/api/cart/update-item/route";
import { POST as homeRail } from "@/app/api/catalog/home-rail/route";
import { ownOfferPrice, withOwnPrices } from "@/modules/catalog/shopper-prices";
import { listProducts } from "@/server/catalog/listing";
import { getProductDetail } from "@/server/catalog/product-detail";
import { submitForm } from "@/server/content/forms";
import { db } from "@/server/platform/db/client";
import { customerGroupMembers, formSubmissions, orderItems, orders, products } from "@/server/platform/db/schema";
import { createFrontDoor } from "@/server/runtime/front-door";
import { instantSearch, productSearch } from "@/server/search/catalog-search";
import { call, demoCustomer, signIn } from "../support/api";
import { signUp } from "./account-support";
import { adminSessions, auditOf, describeAccessAndValidation } from "./admin-helpers";
import { Shopper, simpleProduct, variantProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

// Page-side loaders read the visitor through next/headers; here it is whatever the current caller sends.
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));

let staff = "";
let dealer = "";
let groupId = 0;
let productId = 0;
const PUBLIC = 1_000_00;
const DEALER = 800_00;

const asStaff = (handler: Parameters<typeof call>[0], path: string, body: unknown) => call(handler, path, { cookie: staff, body });

/** The cards of `products` as the visitor with `cookie` gets them. */
async function cardsFor(cookie: string, items: Awaited<ReturnType<typeof listProducts>>["products"]) {
  requestHeaders = new Headers(cookie ? { cookie } : {});
  return withOwnPrices(items);
}

beforeAll(async () => {
  ({ staff } = await adminSessions());
  dealer = await signIn(demoCustomer.email, demoCustomer.password);
  productId = await simpleProduct(500, PUBLIC);
  const created = await asStaff(createGroup, "/api/admin/customer-groups/create", { name: "Ana Bayi", discountPercent: 10 });
  expect(created.status).toBe(200);
  groupId = created.json.id;
  const priced = await asStaff(setPrices, "/api/admin/customer-groups/prices", {
    groupId,
    productId,
    prices: [{ variantId: null, price: DEALER }],
  });
  expect(priced.json).toEqual({ count: 1 });
  const member = await asStaff(setMember, "/api/admin/customer-groups/member", { groupId, email: demoCustomer.email.toUpperCase() });
  expect(member.json).toEqual({ changed: true });
});

describe("customer groups in the back office", () => {
  it("records every change in the audit log and lists the group with its member and price", async () => {
    expect((await auditOf("customer_group", groupId)).map((a) => a.action)).toEqual(["customer_group.create", "customer_group.prices"]);
    const renamed = await asStaff(updateGroup, "/api/admin/customer-groups/update", { groupId, name: "Ana Bayi", discountPercent: 12 });
    expect(renamed.status).toBe(200);
    expect((await auditOf("customer_group", groupId)).at(-1)).toMatchObject({
      action: "customer_group.update",
      before: { discountPercent: 10 },
      after: { discountPercent: 12 },
    });
    const list = await asStaff(listGroups, "/api/admin/customer-groups", {});
    expect(list.json.items).toContainEqual(expect.objectContaining({ id: groupId, name: "Ana Bayi", memberCount: 1, priceCount: 1 }));
    const detail = await asStaff(groupDetail, "/api/admin/customer-groups/detail", { groupId });
    expect(detail.json.members).toEqual([expect.objectContaining({ email: demoCustomer.email })]);
    expect(detail.json.prices).toEqual([expect.objectContaining({ productId, variantId: null, price: DEALER })]);
  });

  it("refuses a second group of the same name, an unknown customer and a variant of another product", async () => {
    const taken = await asStaff(createGroup, "/api/admin/customer-groups/create", { name: "Ana Bayi", discountPercent: 5 });
    expect([taken.status, taken.json.code]).toEqual([409, "group_name_taken"]);
    const nobody = await asStaff(setMember, "/api/admin/customer-groups/member", { groupId, email: "yok@example.com" });
    expect([nobody.status, nobody.json.message]).toEqual([404, expect.stringContaining("yok@example.com")]);
    const foreign = await asStaff(setPrices, "/api/admin/customer-groups/prices", {
      groupId,
      productId,
      prices: [{ variantId: 1, price: 1 }],
    });
    expect(foreign.status).toBe(400);
  });
});

describe("a dealer sees and pays the dealer price; nobody else does", () => {
  it("on listings and the search results page, as a card's own price beside the public one", async () => {
    const [row] = await db()
      .select({ categoryId: products.categoryId, name: products.name })
      .from(products)
      .where(eq(products.id, productId));
    let listed: Awaited<ReturnType<typeof listProducts>>["products"] = [];
    for (let page = 1; listed.length === 0; page++) {
      const listing = await listProducts({ kind: "category", categoryId: row!.categoryId }, { page: String(page) });
      listed = listing.products.filter((p) => p.productId === productId);
      if (page > listing.pageCount) throw new Error("product not listed");
    }
    const [asDealer] = await cardsFor(dealer, listed);
    expect(asDealer).toMatchObject({ salesPrice: PUBLIC, ownPrice: { price: DEALER, group: "Ana Bayi" } });
    const [asGuest] = await cardsFor("", listed);
    expect(asGuest!.ownPrice).toBeUndefined();
    // The shared listing was not changed by the dealer's copy.
    expect(listed[0]!.ownPrice).toBeUndefined();

    const found = await productSearch(row!.name);
    expect(found.productIds).toContain(productId);
    const results = await listProducts({ kind: "products", productIds: found.productIds }, {});
    const dealerResults = await cardsFor(dealer, results.products);
    expect(dealerResults.find((p) => p.productId === productId)?.ownPrice).toEqual({ price: DEALER, group: "Ana Bayi" });
    expect((await cardsFor("", results.products)).some((p) => p.ownPrice)).toBe(false);
    // The instant search carries no price at all, for anybody.
    expect(JSON.stringify(await instantSearch(row!.name))).not.toMatch(/price/i);
  });

  it("on the home page's rails fetched as the visitor scrolls (the group's percentage on every card)", async () => {
    const rail = async (cookie: string) => {
      const res = await call(homeRail, "/api/catalog/home-rail", { cookie, body: { rail: "newProducts" } });
      expect(res.status).toBe(200);
      return res.json.cards.map((card: { price: { own: { label: string } | null } }) => card.price.own?.label ?? null);
    };
    const asDealer = await rail(dealer);
    expect(asDealer.length).toBeGreaterThan(0);
    expect(new Set(asDealer)).toEqual(new Set(["Ana Bayi fiyatı"]));
    expect(new Set(await rail(""))).toEqual(new Set([null]));
  });

  it("on the product page; the cached product data (and so its JSON-LD) keeps the public price", async () => {
    const product = (await getProductDetail(productId))!;
    requestHeaders = new Headers({ cookie: dealer });
    expect(await ownOfferPrice(product, null, product.salesPrice)).toEqual({ price: DEALER, group: "Ana Bayi" });
    requestHeaders = new Headers();
    expect(await ownOfferPrice(product, null, product.salesPrice)).toBeNull();
    expect((await getProductDetail(productId))!.salesPrice).toBe(PUBLIC);
  });

  it("in the cart and the placed order; a guest's cart with the same product pays the public price", async () => {
    const guest = new Shopper();
    const guestCart = await addToCart(guest, productId, 1);
    expect(guestCart.json.items[0]).toMatchObject({ unitPrice: PUBLIC, priceKind: "public" });

    const buyer = new Shopper(dealer);
    const cart = await addToCart(buyer, productId, 2);
    expect(cart.json.items.find((i: { productId: number }) => i.productId === productId)).toMatchObject({
      unitPrice: DEALER,
      originalUnitPrice: DEALER,
      priceKind: "group",
      lineTotal: 2 * DEALER,
    });
    await fillCheckout(buyer, { info: { email: demoCustomer.email, shippingAddress: guestAddress } });
    const placed = await order(buyer);
    expect(placed.status).toBe(200);
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.cartId, buyer.cartId!)).orderBy(desc(orders.id));
    const lines = await db()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, row!.id), eq(orderItems.productId, productId)));
    expect(lines[0]).toMatchObject({ unitPrice: DEALER, quantity: 2 });
  });
});

/** A GET through the app's front door (page cache included), Next.js stood in for by a page made from the request. */
async function throughFrontDoor(door: ReturnType<typeof createFrontDoor>, path: string, cookie: string) {
  const page = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    requestHeaders = new Headers(req.headers.cookie ? { cookie: req.headers.cookie } : {});
    const product = (await getProductDetail(productId))!;
    const own = await ownOfferPrice(product, null, product.salesPrice);
    const [card] = await withOwnPrices((await listProducts({ kind: "products", productIds: [productId] }, {})).products);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'nonce-n0nce'" });
    res.end(`<p data-nonce="n0nce">public ${product.salesPrice} own ${own?.price ?? "-"} card ${card?.ownPrice?.price ?? "-"}</p>`);
  };
  const server = http.createServer((req, res) => door(req, res, page));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers: cookie ? { cookie } : {} });
    return { body: await res.text(), cache: res.headers.get("x-page-cache") };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe("no cache serves one customer's price to another", () => {
  const guestPage = `public ${PUBLIC} own - card -`;
  const dealerPage = `public ${PUBLIC} own ${DEALER} card ${DEALER}`;

  // A request with a session cookie is not the page cache's: it goes to Next.js untouched (no x-page-cache header).
  it("a guest after the dealer: the page cache renders the guest's page without the dealer's cookies", async () => {
    const door = createFrontDoor();
    expect(await throughFrontDoor(door, "/urun-a", dealer)).toMatchObject({ cache: null, body: expect.stringContaining(dealerPage) });
    expect(await throughFrontDoor(door, "/urun-a", "")).toMatchObject({ cache: "miss", body: expect.stringContaining(guestPage) });
    expect(await throughFrontDoor(door, "/urun-a", "")).toMatchObject({ cache: "hit", body: expect.stringContaining(guestPage) });
  });

  it("the dealer after a guest: the stored guest page is never theirs, and the guests' copy stays public", async () => {
    const door = createFrontDoor();
    expect(await throughFrontDoor(door, "/urun-b", "")).toMatchObject({ cache: "miss", body: expect.stringContaining(guestPage) });
    expect(await throughFrontDoor(door, "/urun-b", dealer)).toMatchObject({ cache: null, body: expect.stringContaining(dealerPage) });
    expect(await throughFrontDoor(door, "/urun-b", "")).toMatchObject({ cache: "hit", body: expect.stringContaining(guestPage) });
  });
});

describe("volume prices", () => {
  it("apply just below, at and above each break, and the lower of a group's price and a break wins", async () => {
    const item = await simpleProduct(500, PUBLIC);
    const set = await asStaff(setVolume, "/api/admin/products/volume-prices", {
      productId: item,
      breaks: [
        { variantId: null, minQuantity: 10, price: 950_00 },
        { variantId: null, minQuantity: 20, price: 850_00 },
      ],
    });
    expect(set.json).toEqual({ count: 2 });
    expect(await auditOf("product", item)).toMatchObject([{ action: "product.volume_prices" }]);
    // The product page shows them from the catalogue's cache, which the change moved on.
    expect((await getProductDetail(item))!.volumePrices).toEqual([
      { variantId: null, minQuantity: 10, price: 950_00 },
      { variantId: null, minQuantity: 20, price: 850_00 },
    ]);

    const guest = new Shopper();
    await addToCart(guest, item, 1);
    const expected: [number, number, string][] = [
      [9, PUBLIC, "public"],
      [10, 950_00, "volume"],
      [11, 950_00, "volume"],
      [19, 950_00, "volume"],
      [20, 850_00, "volume"],
      [21, 850_00, "volume"],
    ];
    for (const [quantity, unitPrice, priceKind] of expected) {
      const res = await guest.post(updateItem, "/api/cart/update-item", { item: { productId: item, quantity } });
      expect([quantity, res.json.items[0].unitPrice, res.json.items[0].priceKind]).toEqual([quantity, unitPrice, priceKind]);
    }

    // The dealer's group takes 12% off this one (880,00 TL): below the first break, above the second.
    const buyer = new Shopper(dealer);
    await addToCart(buyer, item, 10);
    const line = async (quantity: number) => {
      const res = await buyer.post(updateItem, "/api/cart/update-item", { item: { productId: item, quantity } });
      const found = res.json.items.find((i: { productId: number }) => i.productId === item);
      return [found.unitPrice, found.priceKind];
    };
    expect(await line(10)).toEqual([880_00, "group"]);
    expect(await line(20)).toEqual([850_00, "volume"]);
  });
});

describe("prices of a product with variants", () => {
  it("take a variant's own group price and breaks, else the product's", async () => {
    const { productId: withVariants, variantId, variant } = await variantProduct(500);
    const at = (n: number) => variant.salesPrice - n;
    await asStaff(setPrices, "/api/admin/customer-groups/prices", {
      groupId,
      productId: withVariants,
      prices: [{ variantId: null, price: at(100) }],
    });
    await asStaff(setVolume, "/api/admin/products/volume-prices", {
      productId: withVariants,
      breaks: [
        { variantId: null, minQuantity: 3, price: at(150) },
        { variantId, minQuantity: 5, price: at(200) },
      ],
    });
    const guest = new Shopper();
    await guest.post(addItem, "/api/cart/add-item", { item: { productId: withVariants, variantId, quantity: 3 } });
    const line = async (s: Shopper, quantity: number) => {
      const res = await s.post(updateItem, "/api/cart/update-item", { item: { productId: withVariants, variantId, quantity } });
      const found = res.json.items.find((i: { variantId: number }) => i.variantId === variantId);
      return [found.unitPrice, found.priceKind];
    };
    // The variant has breaks of its own, so the product's break at 3 is not its.
    expect(await line(guest, 3)).toEqual([variant.salesPrice, "public"]);
    expect(await line(guest, 5)).toEqual([at(200), "volume"]);
    // It has no group price of its own: the product's applies.
    const buyer = new Shopper(dealer);
    await buyer.post(addItem, "/api/cart/add-item", { item: { productId: withVariants, variantId, quantity: 1 } });
    expect(await line(buyer, 1)).toEqual([at(100), "group"]);
  });
});

describe("dealership applications", () => {
  it("approving one puts the applicant's account in the group and closes the application, with audit records", async () => {
    const { user } = await signUp("yeni-bayi@example.com");
    const application = {
      company: "Karadeniz Baskı Ltd. Şti.",
      taxOffice: "Trabzon",
      taxNumber: "123 456 7890",
      city: "Trabzon",
      yearsInTrade: "12",
      name: "Zeynep Kaya",
      email: "yeni-bayi@example.com",
      phone: "0462 555 12 34",
      message: "",
    };
    expect((await submitForm("dealership", application, { ip: "203.0.113.77" })).status).toBe("sent");
    const [submission] = await db().select().from(formSubmissions).where(eq(formSubmissions.email, "yeni-bayi@example.com"));
    const res = await asStaff(approveDealer, "/api/admin/inbox/approve-dealer", { submissionId: submission!.id, groupId });
    expect(res.json).toEqual({ userId: user.id });
    expect(await db().select().from(customerGroupMembers).where(eq(customerGroupMembers.userId, user.id))).toMatchObject([{ groupId }]);
    expect((await db().select().from(formSubmissions).where(eq(formSubmissions.id, submission!.id)))[0]!.status).toBe("done");
    expect(await auditOf("user", user.id)).toMatchObject([{ action: "dealer.approve", after: { groupId } }]);

    await submitForm("dealership", { ...application, email: "hesapsiz@example.com" }, { ip: "203.0.113.78" });
    const [orphan] = await db().select().from(formSubmissions).where(eq(formSubmissions.email, "hesapsiz@example.com"));
    const refused = await asStaff(approveDealer, "/api/admin/inbox/approve-dealer", { submissionId: orphan!.id, groupId });
    expect([refused.status, refused.json.message]).toEqual([404, expect.stringContaining("üye olmasını")]);
  });
});

describeAccessAndValidation([
  { path: "/api/admin/customer-groups", handler: listGroups, valid: {}, invalid: [] },
  { path: "/api/admin/customer-groups/detail", handler: groupDetail, valid: { groupId: 1 }, invalid: [{ groupId: "x" }, {}] },
  {
    path: "/api/admin/customer-groups/create",
    handler: createGroup,
    valid: { name: "Kurumsal", discountPercent: 5 },
    invalid: [
      { name: "K", discountPercent: 5 },
      { name: "Kurumsal", discountPercent: 91 },
      { name: "Kurumsal", discountPercent: 1.5 },
    ],
  },
  {
    path: "/api/admin/customer-groups/update",
    handler: updateGroup,
    valid: { groupId: 1, name: "Kurumsal", discountPercent: 5 },
    invalid: [
      { name: "Kurumsal", discountPercent: 5 },
      { groupId: 1, name: "Kurumsal", discountPercent: -1 },
    ],
  },
  {
    path: "/api/admin/customer-groups/prices",
    handler: setPrices,
    valid: { groupId: 1, productId: 1, prices: [] },
    invalid: [
      { groupId: 1, productId: 1, prices: [{ variantId: null, price: -1 }] },
      {
        groupId: 1,
        productId: 1,
        prices: [
          { variantId: null, price: 1 },
          { variantId: null, price: 2 },
        ],
      },
    ],
  },
  {
    path: "/api/admin/customer-groups/member",
    handler: setMember,
    valid: { groupId: null, email: "a@example.com" },
    invalid: [{ groupId: null, email: "not-an-email" }, { email: "a@example.com" }],
  },
  {
    path: "/api/admin/inbox/approve-dealer",
    handler: approveDealer,
    valid: { submissionId: 1, groupId: 1 },
    invalid: [{ submissionId: 1 }, { submissionId: 0, groupId: 1 }],
  },
  {
    path: "/api/admin/products/volume-prices",
    handler: setVolume,
    valid: { productId: 1, breaks: [] },
    invalid: [
      { productId: 1, breaks: [{ variantId: null, minQuantity: 1, price: 100 }] },
      { productId: 1, breaks: [{ variantId: null, minQuantity: 100, price: 100 }] },
      {
        productId: 1,
        breaks: [
          { variantId: null, minQuantity: 5, price: 100 },
          { variantId: null, minQuantity: 5, price: 90 },
        ],
      },
    ],
  },
]);
