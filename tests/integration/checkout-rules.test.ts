import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, notExists, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as applyCoupon } from "@/app/api/cart/apply-coupon-code/route";
import { POST as information } from "@/app/api/checkout/information/route";
import { POST as payment } from "@/app/api/checkout/payment/route";
import { storeConfig } from "@/config/store";
import { formatPrice, formatPriceShort } from "@/lib/money";
import { db } from "@/server/platform/db/client";
import { categories, contentPages, coupons, orders, products, productVariants } from "@/server/platform/db/schema";
import { signUp } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

beforeAll(() => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-checkout-rules-"));
});

/** A cart of one product over the welcome coupon's minimum, with HOSGELDIN10 applied, ready to order. */
async function welcomeOrder(shopper: Shopper, email?: string) {
  await addToCart(shopper, await simpleProduct(5, 1_500_00));
  const applied = await shopper.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode: "HOSGELDIN10" });
  expect(applied.status).toBe(200);
  await fillCheckout(shopper, email ? { info: { email, shippingAddress: guestAddress } } : {});
  return order(shopper);
}

describe("the welcome coupon: first order only, once per customer", () => {
  it("is seeded with the rules its pop-up announces", async () => {
    const [welcome] = await db().select().from(coupons).where(eq(coupons.code, "HOSGELDIN10"));
    expect(welcome).toMatchObject({ firstOrderOnly: true, usesPerCustomer: 1 });
  });

  it("works on a customer's first order and is refused on the second, also as a guest with the same e-mail", async () => {
    const { cookie, user } = await signUp("ilk-siparis@example.com");
    const first = await welcomeOrder(new Shopper(cookie));
    expect(first.status).toBe(200);
    const [placed] = await db().select().from(orders).where(eq(orders.number, first.json.number));
    expect(placed).toMatchObject({ couponCode: "HOSGELDIN10", userId: user.id });

    const again = await welcomeOrder(new Shopper(cookie));
    expect([again.status, again.json.code]).toEqual([409, "coupon_first_order_only"]);
    expect(again.json.message).toBe(
      "HOSGELDIN10 kuponu yalnızca ilk siparişte geçerlidir; bu e-posta adresiyle daha önce sipariş verilmiş. Kuponu sepetinizden kaldırıp siparişinizi tamamlayabilirsiniz.",
    );
    const asGuest = await welcomeOrder(new Shopper(), "ILK-SIPARIS@example.com");
    expect([asGuest.status, asGuest.json.code]).toEqual([409, "coupon_first_order_only"]);
  });

  it("counts a guest's earlier orders by e-mail, and a cancelled order does not count", async () => {
    const first = await welcomeOrder(new Shopper(), "misafir-kupon@example.com");
    expect(first.status).toBe(200);
    expect((await welcomeOrder(new Shopper(), "misafir-kupon@example.com")).json.code).toBe("coupon_first_order_only");
    await db().update(orders).set({ status: "cancelled" }).where(eq(orders.number, first.json.number));
    expect((await welcomeOrder(new Shopper(), "misafir-kupon@example.com")).status).toBe(200);
  });

  it("counts aliases of one mailbox as one customer: case, +tags, and Gmail's dots and googlemail.com", async () => {
    expect((await welcomeOrder(new Shopper(), "ad.soyad@gmail.com")).status).toBe(200);
    for (const alias of ["Ad.Soyad+2@gmail.com", "adsoyad@googlemail.com", "a.d.s.o.y.a.d+kupon@GoogleMail.com"]) {
      expect((await welcomeOrder(new Shopper(), alias)).json.code, alias).toBe("coupon_first_order_only");
    }
    const { cookie } = await signUp("adsoyad+yeni@gmail.com");
    expect((await welcomeOrder(new Shopper(cookie))).json.code).toBe("coupon_first_order_only");

    expect((await welcomeOrder(new Shopper(), "ali@example.com")).status).toBe(200);
    expect((await welcomeOrder(new Shopper(), "ALI+ikinci@example.com")).json.code).toBe("coupon_first_order_only");
    // Outside Gmail a dot is part of the mailbox's name: another address, another customer.
    expect((await welcomeOrder(new Shopper(), "a.li@example.com")).status).toBe(200);
  });

  it("limits uses per customer for a coupon that is not first-order only", async () => {
    await db().insert(coupons).values({ code: "IKIKEZ", kind: "fixed", value: 10_00, minSubtotal: 0, usesPerCustomer: 2 });
    const use = async () => {
      const shopper = new Shopper();
      await addToCart(shopper, await simpleProduct(5, 500_00));
      await shopper.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode: "IKIKEZ" });
      await fillCheckout(shopper, { info: { email: "sadik@example.com", shippingAddress: guestAddress } });
      return order(shopper);
    };
    expect((await use()).status).toBe(200);
    expect((await use()).status).toBe(200);
    const third = await use();
    expect([third.status, third.json.code]).toEqual([409, "coupon_customer_limit_reached"]);
    expect(third.json.message).toContain("IKIKEZ kuponunu bu e-posta adresiyle kullanabileceğiniz sayı doldu.");
  });
});

/** An active machine (the "makineler" section) without variants, given this price and stock. */
async function machine(salesPrice: number) {
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.isActive, true),
        sql`${categories.parentId} = (select id from categories where slug = 'makineler')`,
        notExists(db().select().from(productVariants).where(eq(productVariants.productId, products.id))),
      ),
    )
    .limit(1);
  await db().update(products).set({ stock: 5, salesPrice, unDiscountedSalesPrice: salesPrice }).where(eq(products.id, row!.id));
  return row!.id;
}

describe("cash on delivery follows the store's rules", () => {
  const cod = storeConfig.paymentRules.cash_on_delivery;

  it("is refused for a machine, with the reason, at the payment step and when ordering", async () => {
    const shopper = new Shopper();
    await addToCart(shopper, await machine(797_900_00));
    const ready = await fillCheckout(shopper);
    expect(ready.json.unavailablePaymentMethods).toEqual({
      cash_on_delivery: "Kapıda ödeme, Makineler kategorisindeki ürünlerde kullanılamaz. Lütfen başka bir ödeme yöntemi seçin.",
    });
    const refused = await shopper.post(payment, "/api/checkout/payment", { paymentMethod: "cash_on_delivery" });
    expect([refused.status, refused.json.code, refused.json.message]).toEqual([
      409,
      "payment_method_not_allowed",
      ready.json.unavailablePaymentMethods.cash_on_delivery,
    ]);
    expect((await order(shopper)).status).toBe(200);
  });

  it("is refused above its maximum total, and the order is refused if the cart grew after choosing it", async () => {
    const shopper = new Shopper();
    const productId = await simpleProduct(10, 10_000_00);
    await addToCart(shopper, productId, 2);
    const ready = await fillCheckout(shopper, { paymentMethod: "cash_on_delivery" });
    expect(ready.json.unavailablePaymentMethods).toEqual({});
    await addToCart(shopper, productId, 1);
    const res = await order(shopper);
    expect([res.status, res.json.code]).toEqual([409, "payment_method_not_allowed"]);
    expect(res.json.message).toBe(
      `Kapıda ödeme en fazla ${formatPrice(cod.maxTotal!, storeConfig.currency)} tutarındaki siparişlerde kullanılabilir. Lütfen başka bir ödeme yöntemi seçin.`,
    );
  });

  it("the FAQ promises what the rule enforces", async () => {
    const [faq] = await db().select().from(contentPages).where(eq(contentPages.path, "cozum-merkezi/sikca-sorulan-sorular"));
    expect(cod.excludedSections).toEqual(["makineler"]);
    expect(faq!.body).toContain("Kapıda ödeme 25.000 TL'ye kadar olan siparişlerde geçerlidir ve makine siparişlerinde kullanılamaz");
    expect(cod.maxTotal).toBe(25_000_00);
    // The shipping figures are the ones the checkout charges; machines are not left out of the 14-day right.
    const { standardFee, freeAbove } = storeConfig.delivery;
    expect(faq!.body).toContain(`Standart teslimat ${formatPriceShort(standardFee, storeConfig.currency)}`);
    expect(faq!.body).toContain(`${formatPriceShort(freeAbove, storeConfig.currency)} ve üzeri siparişlerde kargo ücretsizdir`);
    expect(faq!.body).toContain("makineler dahil, teslimden itibaren 14 gün içinde");
    expect(faq!.body).toContain("(/account/my-account) sayfasındaki Şirket bilgileri");
  });
});

describe("a separate billing address", () => {
  it("takes the invoice details from the billing address only, and keeps none on the delivery address", async () => {
    const shopper = new Shopper();
    await addToCart(shopper, await simpleProduct(5));
    const { tcKimlikNo: _tc, ...delivery } = guestAddress;
    const corporate = {
      ...guestAddress,
      billingType: "corporate",
      companyName: "Işık Baskı",
      taxOffice: "Kadıköy",
      taxNumber: "1234567890",
    };
    const res = await shopper.post(information, "/api/checkout/information", {
      email: "fatura@example.com",
      shippingAddress: { ...delivery, companyName: "Yanlış Yer" },
      billingAddress: corporate,
    });
    expect(res.status).toBe(200);
    expect(res.json.shippingAddress).not.toHaveProperty("companyName");
    expect(res.json.shippingAddress).not.toHaveProperty("tcKimlikNo");
    expect(res.json.billingAddress).toMatchObject({ billingType: "corporate", companyName: "Işık Baskı", taxNumber: "1234567890" });

    // Without a separate billing address the delivery address is the invoice's and needs its details.
    const alone = await shopper.post(information, "/api/checkout/information", { email: "fatura@example.com", shippingAddress: delivery });
    expect([alone.status, alone.json.message]).toEqual([400, "Geçerli bir T.C. Kimlik No yazın."]);
  });
});
