import { t } from "@/i18n/server";

/** Few enough left that the shopper should know. */
export const LOW_STOCK = 3;

export function StockState({ stock, deliveryDays }: { stock: number; deliveryDays: number }) {
  const state = stock <= 0 ? "out" : stock <= LOW_STOCK ? "low" : "in";
  const tone = { out: "text-danger", low: "text-warning", in: "text-success" }[state];
  const text = { out: t("catalog:stock.outOfStock"), low: t("catalog:stock.low", { count: stock }), in: t("catalog:stock.inStock") }[state];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-gray-700">{t("catalog:stock.label")}</dt>
      <dd className={`font-semibold ${tone}`}>{text}</dd>
      {stock > 0 && (
        <>
          <dt className="text-gray-700">{t("catalog:delivery.label")}</dt>
          <dd className="text-gray-900">{t("catalog:delivery.days", { count: deliveryDays })}</dd>
        </>
      )}
    </dl>
  );
}
