import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice, formatPriceShort } from "@/lib/money";

export const money = (kurus: number) => formatPrice(kurus, storeConfig.currency);
/** Whole lira without ",00", for the price filter's range labels. */
export const shortMoney = (kurus: number) => formatPriceShort(kurus, storeConfig.currency);

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
  const discounted = unDiscountedSalesPrice > salesPrice;
  return (
    <p className="price">
      <span className={size === "lg" ? "text-3xl font-bold text-gray-900" : "font-bold text-gray-900"}>
        {discounted && <span className="sr-only">{t("catalog:price.current")} </span>}
        {money(salesPrice)}
        {from && <span className="text-sm font-normal text-gray-700">{t("catalog:price.fromSuffix")}</span>}
      </span>
      {discounted && (
        <del className={size === "lg" ? "text-lg text-gray-600" : "text-sm text-gray-600"}>
          <span className="sr-only">{t("catalog:price.original")} </span>
          {money(unDiscountedSalesPrice)}
        </del>
      )}
    </p>
  );
}
