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

/** The amounts formatted in the shop's currency; the original only when discounted. */
export const priceText = (salesPrice: number, unDiscountedSalesPrice: number, from = false): PriceText => ({
  current: money(salesPrice),
  original: unDiscountedSalesPrice > salesPrice ? money(unDiscountedSalesPrice) : null,
  from,
});

/** What a card shows of a "price on request" product: the words, no amount. */
export const onRequestText = (): PriceText => ({ current: t("quotes:ask.priceOnRequest"), original: null, from: false });

/** The price, with the struck-through original beside it when discounted; `from` when other variants cost more. */
export function Price({
  salesPrice,
  unDiscountedSalesPrice,
  size = "md",
  from = false,
}: {
  salesPrice: number;
  unDiscountedSalesPrice: number;
  size?: "md" | "lg";
  from?: boolean;
}) {
  return <PriceView price={priceText(salesPrice, unDiscountedSalesPrice, from)} labels={priceLabels()} size={size} />;
}
