import "server-only";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import type { MailContent } from "@/server/platform/mail/render";
import { documentTotals } from "@/shared/cart/total-rows";
import type { StoreSettings } from "@/shared/content/store-settings";
import type { ConfirmedOrder } from "./confirmation";
import { orderPageUrl } from "./page-url";

const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);

function paragraphs(order: ConfirmedOrder, { bankAccounts }: StoreSettings): string[][] {
  const items = order.items.map((i) => `${i.quantity} × ${i.name}${i.variantLabel ? ` (${i.variantLabel})` : ""} — ${price(i.lineTotal)}`);
  const totals = documentTotals(order, storeConfig.pricesIncludeTax, t, price).map((row) => `${row.name}: ${row.value}`);
  const payment = {
    bank_transfer: () => [
      t("cart:mail.bankTransfer", { number: order.number }),
      ...bankAccounts.map((a) => `${a.bank} — ${a.accountName} — ${a.iban}`),
    ],
    cash_on_delivery: () => [
      t("cart:mail.cashOnDelivery", { amount: price(order.grandTotal), fee: price(order.cashOnDeliveryServiceFee) }),
    ],
    card: () => [t("cart:mail.card", { amount: price(order.grandTotal) })],
  }[order.paymentMethod]();
  const a = order.shippingAddress;
  return [
    [t("cart:mail.greeting", { name: a.fullName })],
    [t("cart:mail.received", { number: order.number })],
    items,
    totals,
    payment,
    [t("cart:mail.shipTo"), `${a.fullName}, ${a.line}, ${a.neighbourhood}, ${a.district} / ${a.city} ${a.postcode}`],
    ...(order.userId ? [] : [[t("cart:mail.guestLookup", { url: orderPageUrl(order) })]]),
    [t("cart:mail.thanks", { brand: storeConfig.brand })],
  ];
}

/**
 * The order confirmation mail: the lines, the totals, how to pay and where it goes. A guest types its address, so
 * it counts against the order confirmations' daily caps.
 */
export function orderConfirmationMail(order: ConfirmedOrder, settings: StoreSettings): MailContent {
  return {
    to: order.email,
    subject: t("cart:mail.subject", { number: order.number, brand: storeConfig.brand }),
    paragraphs: paragraphs(order, settings),
    action: { label: t("cart:mail.viewOrder"), url: orderPageUrl(order) },
    cap: "order",
  };
}
