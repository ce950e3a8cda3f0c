"use client";
import { useTranslation } from "@/i18n/client";
import { formatPrice } from "@/lib/money";
import Link from "@/modules/ui/link";
import type { BulkLineReport } from "@/shared/cart/bulk-add";
import { MAX_LINE_QUANTITY } from "@/shared/cart/types";

/** Where "Sepete git" leads: the cart page, which shows the same cart as the desktop side panel. */
const CART_PATH = "/mobile/my-cart";

function statusText(t: (key: string, values?: Record<string, unknown>) => string, line: BulkLineReport) {
  if (line.status === "added") return t("bulk.status.added", { count: line.added });
  if (line.status === "capped") {
    if (line.added === 0) return t("bulk.status.capped_zero", line);
    // The stock, unless the line maximum is the smaller of the two.
    return t((line.limit ?? 0) >= MAX_LINE_QUANTITY ? "bulk.status.capped_line" : "bulk.status.capped", line);
  }
  return t(`bulk.status.${line.status}`);
}

const tone = (line: BulkLineReport) =>
  line.status === "added" && !line.price ? "border-green-700" : line.added > 0 ? "border-amber-600" : "border-red-700";

/**
 * What became of each line of a reorder or a quick order, read out once it arrives (the caller puts it inside its
 * live region): added, capped at the stock, out of stock, gone, unknown code; a variant code resolved; a changed price.
 */
export function BulkReport({ report }: { report: BulkLineReport[] }) {
  const { t } = useTranslation("cart");
  const added = report.filter((line) => line.added > 0).length;
  return (
    <div className="space-y-3 rounded border border-gray-200 bg-white p-4">
      <p className="font-semibold">{t("bulk.summary", { added, count: report.length })}</p>
      <ul className="space-y-2 text-sm" aria-label={t("bulk.title")}>
        {report.map((line, i) => (
          <li key={i} className={`border-l-4 pl-3 ${tone(line)}`} data-status={line.status}>
            <p className="font-medium">{line.name ? t("bulk.line", { code: line.code, name: line.name }) : line.code}</p>
            {line.variantLabel && <p className="text-gray-700">{line.variantLabel}</p>}
            <p>{statusText(t, line)}</p>
            {line.variantCode && line.variantLabel && (
              <p className="text-gray-700">{t("bulk.variantCode", { variant: line.variantLabel })}</p>
            )}
            {line.price && <p>{t("bulk.priceChanged", { was: formatPrice(line.price.was), now: formatPrice(line.price.now) })}</p>}
          </li>
        ))}
      </ul>
      {added > 0 && (
        <Link href={CART_PATH} className="inline-block font-semibold text-primary-800 underline">
          {t("bulk.goToCart")}
        </Link>
      )}
    </div>
  );
}
