"use client";
import { useTranslation } from "@/i18n/client";
import type { ProductSummary } from "@/shared/social/types";
import { socialApi } from "../api";
import { COLLECTIONS_PATH, collectionPath } from "../paths";
import { useProductToggle } from "../use-social-action";
import { BellIcon } from "./icons";

/**
 * Puts the product in (or takes it out of) the customer's "Fiyat Alarmı" collection, created on first use:
 * the customer is mailed once when it gets cheaper or comes back in stock. On a sold-out product it is offered
 * as "Gelince haber ver".
 */
export function PriceAlarmButton({ product, initialOn, soldOut }: { product: ProductSummary; initialOn: boolean; soldOut: boolean }) {
  const { t } = useTranslation("social");
  const kind = soldOut ? "notify" : "alarm";
  const alarm = useProductToggle(product, initialOn, {
    call: async (adding) => {
      const input = { productId: product.id, isAlarm: true };
      if (adding) return socialApi.addToCollection(input);
      await socialApi.removeFromCollection(input);
      return null;
    },
    toast: (adding, collection) => [
      adding ? `${kind}Added` : `${kind}Removed`,
      collection ? collectionPath(collection.id) : COLLECTIONS_PATH,
    ],
    addFailure: t("errors.collectionAdd"),
    reason: "priceAlarm",
  });

  return (
    <button
      type="button"
      onClick={alarm.toggle}
      aria-busy={alarm.busy}
      className="inline-flex items-center gap-2 self-start rounded px-1 py-1 text-sm font-semibold text-gray-800 underline-offset-4 hover:text-primary-800 hover:underline"
    >
      <BellIcon className="size-4" filled={alarm.on} />
      <span>{soldOut ? t(alarm.on ? "alarm.notifyRemove" : "alarm.notify") : t(alarm.on ? "alarm.remove" : "alarm.add")}</span>
    </button>
  );
}
