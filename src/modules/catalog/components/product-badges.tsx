import { t } from "@/i18n/server";
import { type Badge, BadgesView } from "./badges-view";

export type BadgeFlags = {
  isBestSellingProduct: boolean;
  isNewProduct: boolean;
  isSuggestedProduct: boolean;
  discount: number;
  stock: number;
};

/** Tükendi, İndirimli, Çok satan, Yeni, Önerilen, in this order. */
export function productBadges(flags: BadgeFlags): Badge[] {
  const badges: (Badge | false)[] = [
    flags.stock <= 0 && { key: "soldOut", text: t("catalog:stock.outOfStock") },
    flags.discount > 0 && { key: "discounted", text: t("catalog:badge.discounted", { percent: flags.discount }) },
    flags.isBestSellingProduct && { key: "best", text: t("catalog:badge.bestSelling") },
    flags.isNewProduct && { key: "new", text: t("catalog:badge.new") },
    flags.isSuggestedProduct && { key: "suggested", text: t("catalog:badge.suggested") },
  ];
  return badges.filter((b) => b !== false);
}

export function ProductBadges({ flags, className = "" }: { flags: BadgeFlags; className?: string }) {
  return <BadgesView badges={productBadges(flags)} label={t("catalog:badge.label")} className={className} />;
}
