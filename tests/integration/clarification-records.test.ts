import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as cancelOrderRoute } from "@/app/api/account/cancel-order/route";
import { POST as saveAddressRoute } from "@/app/api/account/save-address/route";
import { POST as updateProfileRoute } from "@/app/api/account/update-profile/route";
import { POST as notifyRoute } from "@/app/api/checkout/payment-notification/route";
import { shownClarificationVersion } from "@/server/content/contract-documents";
import { db } from "@/server/platform/db/client";
import { clarificationRecords, orders, paymentNotifications } from "@/server/platform/db/schema";
import { signUp } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

/** What the record table kept for a form's row: who sent it and which version of the KVKK text was shown. */
const kept = async (form: (typeof clarificationRecords.$inferSelect)["form"], recordId: string | number) =>
  db()
    .select({ userId: clarificationRecords.userId, version: clarificationRecords.version })
    .from(clarificationRecords)
    .where(and(eq(clarificationRecords.form, form), eq(clarificationRecords.recordId, String(recordId))));

describe("the KVKK clarification text shown beside a personal-data form is kept with the row it writes", () => {
  it("checkout (the order), the payment notification and the customer's cancellation", async () => {
    const version = await shownClarificationVersion();
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    const { cookie, user } = await signUp("aydinlatma-siparis@example.com");
    const shopper = new Shopper(cookie);
    await addToCart(shopper, await simpleProduct(5, 200_00));
    await fillCheckout(shopper, { info: { email: "aydinlatma-siparis@example.com", shippingAddress: guestAddress } });
    const placed = await order(shopper);
    expect(placed.status, placed.text).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.number, placed.json.number));
    expect(await kept("checkout", row!.id)).toEqual([{ userId: user.id, version }]);

    const notified = await shopper.post(notifyRoute, "/api/checkout/payment-notification", {
      orderNumber: row!.number,
      iban: "TR68 0001 2345 6789 0123 4567 89",
      amount: row!.grandTotal,
      paidOn: "2026-01-05",
      senderName: "Ayşe Yılmaz",
    });
    expect(notified.status, notified.text).toBe(200);
    const [notification] = await db().select().from(paymentNotifications).where(eq(paymentNotifications.orderId, row!.id));
    expect(await kept("payment_notification", notification!.id)).toEqual([{ userId: user.id, version }]);

    const cancelled = await shopper.post(cancelOrderRoute, "/api/account/cancel-order", { id: row!.id });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await kept("cancellation", row!.id)).toEqual([{ userId: user.id, version }]);
  });

  it("My Account's address and profile forms, on every save", async () => {
    const version = await shownClarificationVersion();
    const { cookie, user } = await signUp("aydinlatma-hesap@example.com");
    const address = {
      title: "Ev",
      fullName: "Ayşe Yılmaz",
      phone: "+905321234567",
      city: "İstanbul",
      district: "Kadıköy",
      neighbourhood: "Caferağa Mahallesi",
      line: "Moda Caddesi No: 10",
      postcode: "34710",
      billingType: "individual",
      tcKimlikNo: "10000000146",
    };
    const saved = await shopperCall(saveAddressRoute, "/api/account/save-address", cookie, address);
    await shopperCall(saveAddressRoute, "/api/account/save-address", cookie, { ...address, id: saved.id, title: "Yazlık" });
    expect(await kept("address", saved.id)).toEqual([
      { userId: user.id, version },
      { userId: user.id, version },
    ]);
    await shopperCall(updateProfileRoute, "/api/account/update-profile", cookie, { name: "Ayşe Kaya", phone: "+905551112233" });
    expect(await kept("profile", user.id)).toEqual([{ userId: user.id, version }]);
  });
});

async function shopperCall(route: Parameters<Shopper["post"]>[0], path: string, cookie: string, body: unknown) {
  const res = await new Shopper(cookie).post(route, path, body);
  expect(res.status, res.text).toBe(200);
  return res.json;
}
