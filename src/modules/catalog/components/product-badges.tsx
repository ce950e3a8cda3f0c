import { t } from "@/i18n/server";
import { type Badge, BadgesView } from "./badges-view";

export type BadgeFlags = {
  isBestSellingProduct: boolean;
  isNewProduct: boolean;
  isSuggestedProduct: boolean;
  discount: number;
  stock: number;
};

/** Tükendi, İndirimli, Çok satan, Yeni, Önerilen: dark text on light tints (Tükendi inverted), each at AA contrast. */
export function productBadges(flags: BadgeFlags): Badge[] {
  return [
    flags.stock <= 0 && { key: "soldOut", text: t("catalog:stock.outOfStock"), tone: "bg-gray-900 text-white" },
    flags.discount > 0 && {
      key: "discounted",
      text: t("catalog:badge.discounted", { percent: flags.discount }),
      tone: "bg-red-50 text-red-800",
    },
    flags.isBestSellingProduct && { key: "best", text: t("catalog:badge.bestSelling"), tone: "bg-amber-50 text-amber-900" },
    flags.isNewProduct && { key: "new", text: t("catalog:badge.new"), tone: "bg-green-50 text-green-800" },
    flags.isSuggestedProduct && { key: "suggested", text: t("catalog:badge.suggested"), tone: "bg-primary-50 text-primary-800" },
  ].filter((b) => b !== false);
}

export function ProductBadges({ flags, className = "" }: { flags: BadgeFlags; className?: string }) {
  return <BadgesView badges={productBadges(flags)} label={t("catalog:badge.label")} className={className} />;
}
