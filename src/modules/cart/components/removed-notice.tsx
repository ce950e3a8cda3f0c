"use client";
import { useTranslation } from "@/i18n/client";
import { useCart } from "../use-cart";

/** "“X” sepetinizden çıkarıldı. Geri Al": the Undo of a removal, inside the cart so that it is reachable in the side panel. */
export function RemovedNotice() {
  const { t } = useTranslation("cart");
  const { removed, undoRemove } = useCart();
  return (
    <div role="status" className="empty:hidden">
      {removed && (
        <p className="flex items-center justify-between gap-3 rounded bg-gray-100 px-3 py-2 text-sm">
          <span>{t("removed", { name: removed.name })}</span>
          <button
            type="button"
            onClick={() => void undoRemove()}
            className="shrink-0 font-semibold text-primary-700 underline hover:text-primary-800"
          >
            {t("line.undo")}
          </button>
        </p>
      )}
    </div>
  );
}
