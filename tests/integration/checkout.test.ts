import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as applyCoupon } from "@/app/api/cart/apply-coupon-code/route";
import { POST as delivery } from "@/app/api/checkout/delivery/route";
import { POST as information } from "@/app/api/checkout/information/route";
import { POST as payment } from "@/app/api/checkout/payment/route";
import { POST as step } from "@/app/api/checkout/step/route";
import { auth } from "@/server/account/auth";
import { getProductDetail } from "@/server/catalog/product-detail";
import { checkoutAddresses, checkoutContact } from "@/server/orders/checkout";
import { confirmationFor } from "@/server/orders/confirmation";
import { freshOrderNumber, randomOrderNumber } from "@/server/orders/order-number";
import { db } from "@/server/platform/db/client";
import { addresses, carts, coupons, orderItems, orderStatusHistory, orders, products, user } from "@/server/platform/db/schema";
import { latestMailTo } from "@/server/platform/mail";
import { demoCustomer, signIn } from "../support/api";
import { drainMail } from "../support/jobs";
import { Shopper, simpleProduct, stockOf } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

beforeAll(() => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-checkout-"));
});

const usedCount = async (code: string) => (await db().select().from(coupons).where(eq(coupons.code, code)))[0]!.usedCount;

describe("checkout as a guest with bank transfer", () => {
  it("places the order: number, lines, stock, coupon use, status history, completed cart and mail", async () => {
    const [a, b] = [await simpleProduct(10, 800_00), await simpleProduct(10, 450_00, 10)];
    const shopper = new Shopper();
    await addToCart(shopper, a, 2);
    await addToCart(shopper, b, 1);
    await shopper.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode: "HOSGELDIN10" });
    const couponUses = await usedCount("HOSGELDIN10");

    // The product page reads the cached catalogue: it must show the stock the order leaves.
    expect((await getProductDetail(a))?.stock).toBe(10);
    const ready = await fillCheckout(shopper);
    expect(ready.json).toMatchObject({
      step: "payment",
      paymentMethod: "bank_transfer",
      email: "ayse@example.com",
      cashOnDeliveryServiceFee: 0,
    });
    expect(ready.json.shippingAddress).toMatchObject({ fullName: "Ayşe Yılmaz", phone: "+90 (532) 123-45-67" });

    const res = await order(shopper, { expectedGrandTotal: ready.json.grandTotal });
    expect(res.status).toBe(200);
    expect(res.json.number).toMatch(/^LM-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(res.json).toMatchObject({ status: "awaiting_payment", paymentMethod: "bank_transfer", grandTotal: ready.json.grandTotal });

    const [row] = await db().select().from(orders).where(eq(orders.number, res.json.number));
    expect(row).toMatchObject({
      userId: null,
      guestCheckout: true,
      email: "ayse@example.com",
      subTotal: 2_050_00,
      discountTotal: 205_00,
      couponCode: "HOSGELDIN10",
    });
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    expect(lines.map((l) => [l.productId, l.quantity, l.unitPrice, l.taxRate])).toEqual([
      [a, 2, 800_00, 20],
      [b, 1, 450_00, 10],
    ]);
    expect([await stockOf(a), await stockOf(b)]).toEqual([8, 9]);
    expect((await getProductDetail(a))?.stock).toBe(8);
    expect(await usedCount("HOSGELDIN10")).toBe(couponUses + 1);
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row!.id));
    expect(history.map((h) => h.status)).toEqual(["awaiting_payment"]);
    const [cart] = await db().select().from(carts).where(eq(carts.id, shopper.cartId!));
    expect(cart).toMatchObject({ status: "completed", step: "confirmation" });

    await drainMail();
    const mail = await latestMailTo("ayse@example.com");
    expect(mail?.subject).toContain(res.json.number);
    expect(mail?.text).toContain("TR68 0001 2345 6789 0123 4567 89");

    // The confirmation page is this browser's (its cart became the order) and no one else's.
    expect((await confirmationFor({ user: null, cookieCartId: shopper.cartId }, res.json.number))?.email).toBe("ayse@example.com");
    expect(await confirmationFor({ user: null, cookieCartId: null }, res.json.number)).toBeNull();
    expect(await confirmationFor({ user: null, cookieCartId: new Shopper().cartId }, res.json.number)).toBeNull();

    // The browser starts again with an empty cart.
    expect((await shopper.cart()).json).toMatchObject({ status: "draft", step: "information", items: [] });
  });

  it("gives unique order numbers to orders placed at the same time", async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const s = new Shopper();
        await addToCart(s, await simpleProduct(5));
        await fillCheckout(s);
        return s;
      }),
    );
    const placed = await Promise.all(shoppers.map((s) => order(s)));
    expect(placed.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(placed.map((r) => r.json.number)).size).toBe(5);
  });

  it("draws order numbers at random from the unambiguous alphabet, and draws again when one is taken", async () => {
    const drawn = Array.from({ length: 2000 }, randomOrderNumber);
    for (const number of drawn) expect(number).toMatch(/^LM-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(new Set(drawn).size).toBe(drawn.length);
    // Every character of the alphabet turns up in every place: nothing in a number is fixed or counts up.
    for (let place = 3; place < 13; place++) expect(new Set(drawn.map((n) => n[place])).size).toBe(32);

    const [taken] = await db().select({ number: orders.number }).from(orders).limit(1);
    const draws = [taken!.number, "LM-0123456789"];
    const number = await db().transaction((tx) => freshOrderNumber(tx, () => draws.shift()!));
    expect([number, draws]).toEqual(["LM-0123456789", []]);
  });
});

describe("two checkouts racing for the last unit", () => {
  it("gives one order, one clear out-of-stock error, and stock 0", async () => {
    const productId = await simpleProduct(1);
    const [first, second] = [new Shopper(), new Shopper()];
    for (const s of [first, second]) {
      await addToCart(s, productId);
      await fillCheckout(s);
    }
    const results = await Promise.all([order(first), order(second)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.json.code).toBe("out_of_stock");
    expect(lost.json.message).toMatch(/stoğu/);
    expect(await stockOf(productId)).toBe(0);
    const placed = await db().select().from(orderItems).where(eq(orderItems.productId, productId));
    expect(placed).toHaveLength(1);
    // The loser's cart is still there to fix.
    expect((await (results[0]!.status === 409 ? first : second).cart()).json.items).toHaveLength(1);
  });
});

describe("checkout rules", () => {
  it("refuses to place an order before the steps are done, and to skip a step", async () => {
    const shopper = new Shopper();
    await addToCart(shopper, await simpleProduct(5));
    const early = await order(shopper);
    expect([early.status, early.json.code]).toEqual([409, "checkout_incomplete"]);
    const skip = await shopper.post(payment, "/api/checkout/payment", { paymentMethod: "bank_transfer" });
    expect([skip.status, skip.json.code]).toEqual([409, "checkout_step_not_reached"]);
  });

  it("asks a guest for an e-mail and validates the address", async () => {
    const shopper = new Shopper();
    await addToCart(shopper, await simpleProduct(5));
    const noEmail = await shopper.post(information, "/api/checkout/information", { shippingAddress: guestAddress });
    expect([noEmail.status, noEmail.json.code]).toEqual([400, "email_required"]);
    const badPostcode = await shopper.post(information, "/api/checkout/information", {
      email: "a@example.com",
      shippingAddress: { ...guestAddress, postcode: "12" },
    });
    expect([badPostcode.status, badPostcode.json.code]).toEqual([400, "validation_failed"]);
  });

  // The address book's rules (src/lib/postal-address.ts): an e-Arşiv invoice names its buyer.
  it.each([
    ["an individual invoice without T.C. Kimlik No", { tcKimlikNo: undefined }, "Geçerli bir T.C. Kimlik No yazın."],
    ["a postcode of another province", { postcode: "06100" }, "Posta kodu seçilen ile ait değil."],
    ["a province that does not exist", { city: "Atlantis" }, "Listeden bir il seçin."],
    ["a district of another province", { district: "Karşıyaka" }, "Seçilen ilçe bu ile ait değil; listeden bir ilçe seçin."],
    [
      "a corporate invoice without tax office",
      { billingType: "corporate", companyName: "Işık Baskı Ltd.", taxNumber: "1234567890" },
      "Vergi dairesi zorunludur.",
    ],
  ])("refuses %s with the address book's message", async (_label, change, message) => {
    const shopper = new Shopper();
    await addToCart(shopper, await simpleProduct(5));
    const res = await shopper.post(information, "/api/checkout/information", {
      email: "a@example.com",
      shippingAddress: { ...guestAddress, ...change },
    });
    expect([res.status, res.json.code, res.json.message]).toEqual([400, "validation_failed", message]);
  });

  it("stores a typed province by its own name, and only the chosen invoice kind's details", async () => {
    const shopper = new Shopper();
    await addToCart(shopper, await simpleProduct(5));
    const corporate = {
      ...guestAddress,
      city: "ISTANBUL",
      billingType: "corporate",
      companyName: "Işık Baskı",
      taxOffice: "Kadıköy",
      // A sole proprietor is taxed under the owner's T.C. Kimlik No.
      taxNumber: "17291716060",
    };
    const res = await shopper.post(information, "/api/checkout/information", { email: "a@example.com", shippingAddress: corporate });
    expect(res.status).toBe(200);
    const { shippingAddress } = (await shopper.cart()).json;
    expect(shippingAddress).toMatchObject({ city: "İstanbul", companyName: "Işık Baskı", taxOffice: "Kadıköy", taxNumber: "17291716060" });
    expect(shippingAddress).not.toHaveProperty("tcKimlikNo");
  });

  it("does not offer card payment while no card provider is configured", async () => {
    const shopper = new Shopper();
    await addToCart(shopper, await simpleProduct(5));
    await fillCheckout(shopper);
    const card = await shopper.post(payment, "/api/checkout/payment", { paymentMethod: "card" });
    expect([card.status, card.json.code]).toEqual([400, "payment_method_unavailable"]);
  });

  it("stops the order when a price changed since the shopper saw the total, and when the coupon expired", async () => {
    const productId = await simpleProduct(5, 2_500_00);
    const shopper = new Shopper();
    await addToCart(shopper, productId);
    await shopper.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode: "KARGO250" });
    const seen = await fillCheckout(shopper);
    await db().update(products).set({ salesPrice: 2_600_00, unDiscountedSalesPrice: 2_600_00 }).where(eq(products.id, productId));
    const changed = await order(shopper, { expectedGrandTotal: seen.json.grandTotal });
    expect([changed.status, changed.json.code]).toEqual([409, "prices_changed"]);
    expect(await stockOf(productId)).toBe(5);

    await db()
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.code, "KARGO250"));
    const expired = await order(shopper);
    expect([expired.status, expired.json.code]).toEqual([400, "coupon_expired"]);
    await db().update(coupons).set({ expiresAt: null }).where(eq(coupons.code, "KARGO250"));
  });

  it("goes back to an earlier step", async () => {
    const shopper = new Shopper();
    await addToCart(shopper, await simpleProduct(5));
    await fillCheckout(shopper);
    const back = await shopper.post(step, "/api/checkout/step", { step: "delivery" });
    expect(back.json.step).toBe("delivery");
  });

  it("records a delivery choice without going on to payment, so that the summary's totals follow it at once", async () => {
    const shopper = new Shopper();
    await addToCart(shopper, await simpleProduct(5));
    const info = await shopper.post(information, "/api/checkout/information", {
      email: "ekspres@example.com",
      shippingAddress: guestAddress,
    });
    const chosen = await shopper.post(delivery, "/api/checkout/delivery", { deliveryType: "express", advance: false });
    expect(chosen.json).toMatchObject({ step: "delivery", deliveryType: "express" });
    expect(chosen.json.deliveryTotal).toBeGreaterThan(info.json.deliveryTotal);
    expect(chosen.json.grandTotal - info.json.grandTotal).toBe(chosen.json.deliveryTotal - info.json.deliveryTotal);
    expect((await shopper.post(delivery, "/api/checkout/delivery", { deliveryType: "express" })).json.step).toBe("payment");
  });
});

describe("checkout as a customer with cash on delivery", () => {
  it("uses saved addresses, adds the cash-on-delivery fee and files the order under the customer", async () => {
    const session = await signIn(demoCustomer.email, demoCustomer.password);
    const [demo] = await db().select().from(user).where(eq(user.email, demoCustomer.email));
    const saved = await db().select().from(addresses).where(eq(addresses.userId, demo!.id));
    expect(saved.length).toBeGreaterThanOrEqual(2);
    const shopper = new Shopper(session);
    const productId = await simpleProduct(5, 300_00);
    await addToCart(shopper, productId);
    const ready = await fillCheckout(shopper, {
      info: { shippingAddressId: saved[0]!.id, billingAddressId: saved[1]!.id },
      paymentMethod: "cash_on_delivery",
    });
    expect(ready.json).toMatchObject({
      email: demoCustomer.email,
      cashOnDeliveryServiceFee: 49_00,
      deliveryTotal: 149_00,
      grandTotal: 300_00 + 149_00 + 49_00,
    });
    expect(ready.json.shippingAddress.fullName).toBe(saved[0]!.fullName);
    expect(ready.json.billingAddress.line).toBe(saved[1]!.line);

    const res = await order(shopper);
    expect(res.json).toMatchObject({ status: "preparing", paymentMethod: "cash_on_delivery" });
    const [row] = await db().select().from(orders).where(eq(orders.number, res.json.number));
    expect(row).toMatchObject({ userId: demo!.id, cashOnDeliveryServiceFee: 49_00, grandTotal: 498_00 });
  });

  it("gives 404 for another customer's address and changes nothing", async () => {
    const [demo] = await db().select().from(user).where(eq(user.email, demoCustomer.email));
    const [theirs] = await db().select().from(addresses).where(eq(addresses.userId, demo!.id));
    await auth().api.signUpEmail({
      body: { email: "baska@example.com", password: "Parola1234!", name: "Başka Müşteri", acceptedMembershipAgreement: true } as never,
    });
    const other = new Shopper(await signIn("baska@example.com", "Parola1234!"));
    await addToCart(other, await simpleProduct(5));
    const res = await other.post(information, "/api/checkout/information", { shippingAddressId: theirs!.id });
    expect([res.status, res.json.code]).toEqual([404, "address_not_found"]);
    expect((await other.cart()).json).toMatchObject({ step: "information", shippingAddress: null });
  });
});

describe("an address typed at checkout", () => {
  const signUpAndShop = async (email: string) => {
    await auth().api.signUpEmail({
      body: { email, password: "Parola1234!", name: "Yeni Müşteri", phone: "+905321234567", acceptedMembershipAgreement: true } as never,
    });
    const shopper = new Shopper(await signIn(email, "Parola1234!"));
    await addToCart(shopper, await simpleProduct(5));
    const [owner] = await db().select().from(user).where(eq(user.email, email));
    const saved = () => db().select().from(addresses).where(eq(addresses.userId, owner!.id));
    return { shopper, saved };
  };

  it("is kept in the customer's address book when asked (E.164 phone, the default as the first), and offered next time", async () => {
    const { shopper, saved } = await signUpAndShop("kaydeden@example.com");
    const res = await shopper.post(information, "/api/checkout/information", { shippingAddress: guestAddress, saveAddress: true });
    expect(res.status).toBe(200);
    expect(await saved()).toEqual([
      expect.objectContaining({
        title: "Başakşehir / İstanbul",
        fullName: "Ayşe Yılmaz",
        phone: "+905321234567",
        city: "İstanbul",
        line: guestAddress.line,
        tcKimlikNo: guestAddress.tcKimlikNo,
        isDefault: 1,
      }),
    ]);
    const [owner] = await db().select().from(user).where(eq(user.email, "kaydeden@example.com"));
    expect(await checkoutAddresses(owner!.id)).toEqual([expect.objectContaining({ title: "Başakşehir / İstanbul", isDefault: true })]);
    expect(checkoutContact(owner!)).toEqual({ name: "Yeni Müşteri", phone: "5321234567" });
  });

  it("is not kept without the choice, nor for a guest", async () => {
    const { shopper, saved } = await signUpAndShop("kaydetmeyen@example.com");
    expect((await shopper.post(information, "/api/checkout/information", { shippingAddress: guestAddress })).status).toBe(200);
    expect(await saved()).toEqual([]);

    const guest = new Shopper();
    await addToCart(guest, await simpleProduct(5));
    const before = (await db().select().from(addresses)).length;
    const res = await guest.post(information, "/api/checkout/information", {
      email: "misafir@example.com",
      shippingAddress: guestAddress,
      saveAddress: true,
    });
    expect(res.status).toBe(200);
    expect((await db().select().from(addresses)).length).toBe(before);
  });
});
