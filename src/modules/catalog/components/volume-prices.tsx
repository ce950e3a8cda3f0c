import { t } from "@/i18n/server";
import { money } from "./price";

/** The quantity breaks that apply to the shown offer: a variant's own, else the product's. */
export function offerBreaks(
  breaks: { variantId: number | null; minQuantity: number; price: number }[],
  variantId: number | null,
): { minQuantity: number; price: number }[] {
  const own = variantId === null ? [] : breaks.filter((b) => b.variantId === variantId);
  return own.length > 0 ? own : breaks.filter((b) => b.variantId === null);
}

/** The small table of volume prices on the product page: from how many units each costs what. */
export function VolumePrices({ breaks }: { breaks: { minQuantity: number; price: number }[] }) {
  if (breaks.length === 0) return null;
  return (
    <table className="w-full max-w-xs border-collapse text-sm">
      <caption className="mb-1 text-left font-semibold text-gray-900">{t("catalog:volume.title")}</caption>
      <thead>
        <tr className="border-b border-gray-300 text-left text-gray-700">
          <th scope="col" className="py-1 pr-4 font-medium">
            {t("catalog:volume.quantity")}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t("catalog:volume.unitPrice")}
          </th>
        </tr>
      </thead>
      <tbody>
        {breaks.map((b) => (
          <tr key={b.minQuantity} className="border-b border-gray-200">
            <td className="py-1 pr-4">{t("catalog:volume.from", { count: b.minQuantity })}</td>
            <td className="py-1 font-semibold">{money(b.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2} className="pt-1 text-xs text-gray-700">
            {t("catalog:volume.note")}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
