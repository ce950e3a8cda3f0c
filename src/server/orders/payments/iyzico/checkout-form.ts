import "server-only";
import { t } from "@/i18n/server";
import { kurusToDecimalString, splitProportionally } from "@/lib/money";
import type { ConfirmedOrder } from "@/server/orders/confirmation";
import type { PostalAddress } from "@/shared/account/address";

/** iyzico asks for a national id; when the customer gave none (not required below the invoice limit) its documented placeholder. */
const NO_IDENTITY_NUMBER = "11111111111";
const SHIPPING_ITEM_ID = "KARGO";

type BasketItem = { id: string; name: string; category1: string; itemType: "PHYSICAL"; price: string };

/**
 * The basket iyzico is shown: one item per order line and one for delivery and fees, their prices split from the
 * order's grand total in proportion to what each line cost (so a coupon discount spreads over the lines) and
 * adding up to it exactly, as iyzico requires.
 */
export function basketOf(order: Pick<ConfirmedOrder, "items" | "grandTotal" | "deliveryTotal" | "cashOnDeliveryServiceFee">): BasketItem[] {
  const extra = order.deliveryTotal + order.cashOnDeliveryServiceFee;
  const parts = [...order.items.map((i) => ({ id: String(i.id), name: i.name, weight: i.lineTotal }))];
  if (extra > 0) parts.push({ id: SHIPPING_ITEM_ID, name: t("cart:payment.card.shippingItem"), weight: extra });
  const prices = splitProportionally(
    parts.map((p) => p.weight),
    order.grandTotal,
  );
  return parts
    .map((p, i) => ({
      id: p.id,
      name: p.name.slice(0, 200),
      category1: t("cart:payment.card.basketCategory"),
      itemType: "PHYSICAL" as const,
      price: prices[i]!,
    }))
    .filter((p) => p.price > 0)
    .map((p) => ({ ...p, price: kurusToDecimalString(p.price) }));
}

const splitName = (fullName: string) => {
  const words = fullName.trim().split(/\s+/);
  const surname = words.length > 1 ? words.pop()! : words[0]!;
  return { name: words.join(" ") || surname, surname };
};

const addressOf = (a: PostalAddress) => ({
  contactName: a.billingType === "corporate" && a.companyName ? a.companyName : a.fullName,
  city: a.city,
  country: "Turkey",
  address: `${a.line}, ${a.neighbourhood}, ${a.district} / ${a.city}`,
  zipCode: a.postcode,
});

const gsm = (phone: string) => `+90${phone.replace(/\D/g, "").slice(-10)}`;

/** The checkout form's request for one payment attempt of an order (iyzico's CreateCheckoutFormInitializeRequest). */
export function checkoutFormRequest(
  order: ConfirmedOrder,
  attempt: { conversationId: string; callbackUrl: string; clientIp: string; maxInstallments: number },
) {
  const billing = order.billingAddress;
  const price = kurusToDecimalString(order.grandTotal);
  return {
    locale: "tr",
    conversationId: attempt.conversationId,
    price,
    paidPrice: price,
    currency: "TRY",
    basketId: order.number,
    paymentGroup: "PRODUCT",
    callbackUrl: attempt.callbackUrl,
    enabledInstallments: Array.from({ length: attempt.maxInstallments }, (_, i) => i + 1).filter((n) => [1, 2, 3, 6, 9, 12].includes(n)),
    buyer: {
      id: order.userId ?? `misafir-${order.id}`,
      ...splitName(billing.fullName),
      gsmNumber: gsm(billing.phone),
      email: order.email,
      identityNumber: billing.tcKimlikNo || NO_IDENTITY_NUMBER,
      registrationAddress: addressOf(billing).address,
      ip: attempt.clientIp === "unknown" ? "127.0.0.1" : attempt.clientIp,
      city: billing.city,
      country: "Turkey",
      zipCode: billing.postcode,
    },
    shippingAddress: addressOf(order.shippingAddress),
    billingAddress: addressOf(billing),
    basketItems: basketOf(order),
  };
}
