import { POST as addItem } from "@/app/api/cart/add-item/route";
import { POST as delivery } from "@/app/api/checkout/delivery/route";
import { POST as information } from "@/app/api/checkout/information/route";
import { POST as payment } from "@/app/api/checkout/payment/route";
import { POST as placeOrder } from "@/app/api/checkout/place-order/route";
import type { Shopper } from "./cart-helpers";

export const guestAddress = {
  fullName: "Ayşe Yılmaz",
  phone: "0532 123 45 67",
  city: "İstanbul",
  district: "Başakşehir",
  neighbourhood: "Ziya Gökalp Mah.",
  line: "Süleyman Demirel Cad. No: 7 D: 3",
  postcode: "34490",
  tcKimlikNo: "10000000146",
};

export const addToCart = (s: Shopper, productId: number, quantity = 1) =>
  s.post(addItem, "/api/cart/add-item", { item: { productId, quantity } });

/** Walks a cart through information -> delivery -> payment, as the checkout page does. */
export async function fillCheckout(
  s: Shopper,
  options: { info?: Record<string, unknown>; paymentMethod?: string; deliveryType?: string } = {},
) {
  const info = await s.post(
    information,
    "/api/checkout/information",
    options.info ?? { email: "ayse@example.com", shippingAddress: guestAddress },
  );
  if (info.status !== 200) throw new Error(`information: ${info.status} ${info.text}`);
  await s.post(delivery, "/api/checkout/delivery", { deliveryType: options.deliveryType ?? "standard" });
  const paid = await s.post(payment, "/api/checkout/payment", { paymentMethod: options.paymentMethod ?? "bank_transfer" });
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${paid.text}`);
  return paid;
}

/** Places the order with the contracts approved, as checkout sends it; `body` adds to or overrides that. */
export const order = (s: Shopper, body: Record<string, unknown> = {}) =>
  s.post(placeOrder, "/api/checkout/place-order", { contractsApproved: true, ...body });
