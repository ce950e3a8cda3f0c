"use client";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";

/** The empty cart: what it means and the way back to the shop. */
export function EmptyCart({ onNavigate, className = "" }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation("cart");
  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <p className="text-lg font-semibold">{t("content.emptyTitle")}</p>
      <p className="text-gray-600">{t("content.emptyText")}</p>
      <Link href="/" onClick={onNavigate} className="rounded bg-primary-700 px-5 py-2 font-semibold text-white hover:bg-primary-800">
        {t("content.startShopping")}
      </Link>
    </div>
  );
}
