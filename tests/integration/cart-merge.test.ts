import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as addItem } from "@/app/api/cart/add-item/route";
import { POST as applyCoupon } from "@/app/api/cart/apply-coupon-code/route";
import { auth } from "@/server/account/auth";
import { db } from "@/server/platform/db/client";
import { carts } from "@/server/platform/db/schema";
import { demoCustomer, signIn } from "../support/api";
import { Shopper, simpleProduct } from "./cart-helpers";

type Line = { productId: number; quantity: number };
const add = (s: Shopper, productId: number, quantity: number) => s.post(addItem, "/api/cart/add-item", { item: { productId, quantity } });
const quantities = (items: Line[]) => Object.fromEntries(items.map((i) => [i.productId, i.quantity]));

async function newCustomer(email: string) {
  await auth().api.signUpEmail({
    body: { email, password: "Parola1234!", name: "Test Müşteri", acceptedMembershipAgreement: true } as never,
  });
  return signIn(email, "Parola1234!");
}

describe("guest cart merge on sign-in", () => {
  it("merges every guest line into the customer's cart, summing quantities capped at the stock", async () => {
    const [shared, guestOnly, customerOnly] = [await simpleProduct(5), await simpleProduct(10), await simpleProduct(10)];
    const session = await newCustomer("birlesme@example.com");

    const customer = new Shopper(session);
    await add(customer, shared, 3);
    await add(customer, customerOnly, 1);

    const browser = new Shopper(); // another device, signed out
    await add(browser, shared, 4);
    await add(browser, guestOnly, 2);
    await browser.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode: "HOSGELDIN10" });
    const guestCartId = browser.cartId!;

    browser.session = session; // signs in on that device; the client then calls POST /api/cart
    const merged = await browser.cart();
    expect(quantities(merged.json.items)).toEqual({ [shared]: 5, [guestOnly]: 2, [customerOnly]: 1 });
    expect(merged.json.discounts[0].code).toBe("HOSGELDIN10");
    expect(browser.cartId).toBe(customer.cartId);
    const [guestCart] = await db().select().from(carts).where(eq(carts.id, guestCartId));
    expect(guestCart?.status).toBe("merged");

    // Calling again (a second tab, a reload) does not add the guest lines twice.
    const secondTab = new Shopper(session);
    secondTab.cartId = guestCartId;
    const again = await secondTab.cart();
    expect(quantities(again.json.items)).toEqual({ [shared]: 5, [guestOnly]: 2, [customerOnly]: 1 });
  });

  it("hands the guest cart to a customer who has none", async () => {
    const productId = await simpleProduct(10);
    const browser = new Shopper();
    await add(browser, productId, 2);
    const guestCartId = browser.cartId;
    browser.session = await newCustomer("ilksepet@example.com");
    const res = await browser.cart();
    expect(quantities(res.json.items)).toEqual({ [productId]: 2 });
    expect(browser.cartId).toBe(guestCartId);
  });

  it("never shows a customer's cart to a signed-out browser holding its cookie", async () => {
    const customer = new Shopper(await signIn(demoCustomer.email, demoCustomer.password));
    await add(customer, await simpleProduct(10), 1);
    const stranger = new Shopper();
    stranger.cartId = customer.cartId;
    expect((await stranger.cart()).json.items).toEqual([]);
  });
});
