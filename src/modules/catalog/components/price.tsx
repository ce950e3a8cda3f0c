import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice, formatPriceShort } from "@/lib/money";
import { type PriceLabels, type PriceText, PriceView } from "./price-view";

export const money = (kurus: number) => formatPrice(kurus, storeConfig.currency);
/** Whole lira without ",00", for the price filter's range labels. */
export const shortMoney = (kurus: number) => formatPriceShort(kurus, storeConfig.currency);

let labels: PriceLabels | undefined;
/** One object for every price of a page, so its payload carries the words once. */
export const priceLabels = (): PriceLabels =>
  (labels ??= { current: t("catalog:price.current"), original: t("catalog:price.original"), fromSuffix: t("catalog:price.fromSuffix") });

/** A customer's own price and the name of their group, when it is below the public price. */
export type OwnPrice = { price: number; group: string };

/** The amounts formatted in the shop's currency; the original only when discounted; the customer's own price when any. */
export const priceText = (salesPrice: number, unDiscountedSalesPrice: number, from = false, own?: OwnPrice | null): PriceText => ({
  current: money(salesPrice),
  original: unDiscountedSalesPrice > salesPrice ? money(unDiscountedSalesPrice) : null,
  from,
  own: own ? { label: t("catalog:price.shopper", { group: own.group }), amount: money(own.price) } : null,
});

/** What a card shows of a "price on request" product: the words, no amount. */
export const onRequestText = (): PriceText => ({ current: t("quotes:ask.priceOnRequest"), original: null, from: false });

/** The price, with the struck-through original beside it when discounted; `from` when other variants cost more. */
export function Price({
  salesPrice,
  unDiscountedSalesPrice,
  size = "md",
  from = false,
  own = null,
}: {
  salesPrice: number;
  unDiscountedSalesPrice: number;
  size?: "md" | "lg";
  from?: boolean;
  own?: OwnPrice | null;
}) {
  return <PriceView price={priceText(salesPrice, unDiscountedSalesPrice, from, own)} labels={priceLabels()} size={size} />;
}
