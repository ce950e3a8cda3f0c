import "server-only";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { escapeHtml } from "@/lib/text";
import { storeSettings } from "@/server/content/store-settings";
import { sendMail } from "@/server/mail";
import { totalRows, totalRowText } from "@/shared/cart/total-rows";
import type { StoreSettings } from "@/shared/content/store-settings";
import { type ConfirmedOrder, orderByNumber } from "./confirmation";

const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);

function lines(order: ConfirmedOrder, { bankAccounts }: StoreSettings): string[] {
  const items = order.items.map((i) => `${i.quantity} × ${i.name}${i.variantLabel ? ` (${i.variantLabel})` : ""} — ${price(i.lineTotal)}`);
  const totals = [
    ...totalRows(order, storeConfig.pricesIncludeTax).map((row) => `${t(`cart:totals.${row.key}`)}: ${totalRowText(row, t, price)}`),
    `${t("cart:totals.grandTotal")}: ${price(order.grandTotal)}`,
    ...(storeConfig.pricesIncludeTax ? [`${t("cart:totals.taxIncluded")}: ${price(order.taxTotal)}`] : []),
  ];
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
    t("cart:mail.greeting", { name: a.fullName }),
    t("cart:mail.received", { number: order.number }),
    "",
    ...items,
    "",
    ...totals,
    "",
    ...payment,
    "",
    t("cart:mail.shipTo"),
    `${a.fullName}, ${a.line}, ${a.neighbourhood}, ${a.district} / ${a.city} ${a.postcode}`,
    "",
    t("cart:mail.thanks", { brand: storeConfig.brand }),
  ];
}

/** The order confirmation mail (plain text, with the same text as simple HTML paragraphs). */
export async function sendOrderConfirmation(number: string): Promise<void> {
  const order = await orderByNumber(number);
  if (!order) return;
  const text = lines(order, await storeSettings());
  await sendMail({
    to: order.email,
    subject: t("cart:mail.subject", { number: order.number, brand: storeConfig.brand }),
    text: text.join("\n"),
    html: text.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join(""),
  });
}
