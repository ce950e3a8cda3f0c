import { t } from "@/i18n/server";
import { encodeVariantSlug } from "@/lib/variant-slug";
import { KEEP_SCROLL_ATTRIBUTE } from "@/modules/ui/keep-scroll";
import Link from "@/modules/ui/link";
import type { ProductVariant } from "@/server/catalog/product-detail";
import { variantPicker } from "../variant-selection";

/**
 * Variant choice as links to the variant URLs (the slug's variant suffix, src/lib/variant-slug.ts): choosing navigates, the
 * address says what is chosen, and a reload or a shared link keeps it. No script needed. The page stays where it was.
 */
export function VariantPicker({
  baseSlug,
  variants,
  selected,
}: {
  baseSlug: string;
  variants: ProductVariant[];
  selected: ProductVariant | undefined;
}) {
  const groups = variantPicker(variants, selected);
  if (groups.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group, gi) => {
        const labelId = `variant-group-${gi}`;
        const current = group.values.find((v) => v.selected)?.value;
        return (
          <div key={group.name} role="group" aria-labelledby={labelId}>
            <p id={labelId} className="mb-2 text-sm text-gray-700">
              {group.name}: <span className="font-semibold text-gray-900">{current ?? t("catalog:variant.choose")}</span>
            </p>
            <ul className="flex flex-wrap gap-2">
              {group.values.map((option) => (
                <li key={option.value}>
                  <Link
                    href={`/${encodeVariantSlug(baseSlug, option.variant.attributes)}`}
                    replace
                    scroll={false}
                    {...{ [KEEP_SCROLL_ATTRIBUTE]: "" }}
                    aria-current={option.selected ? "true" : undefined}
                    className={`block rounded border px-3 py-1.5 text-sm ${option.selected ? "border-primary-700 bg-primary-50 font-semibold text-primary-800" : "border-gray-300 hover:border-gray-500"} ${option.inStock ? "" : "text-gray-600 line-through"}`}
                  >
                    {option.value}
                    {!option.inStock && <span className="sr-only"> ({t("catalog:stock.outOfStock")})</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
