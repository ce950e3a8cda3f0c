"use client";
import { useTranslation } from "react-i18next";
import type { ProductSummary } from "@/shared/social/types";
import { socialApi } from "../api";
import { COLLECTIONS_PATH, collectionPath } from "../paths";
import { useProductToggle } from "../use-social-action";
import { BellIcon } from "./icons";

/**
 * Puts the product in (or takes it out of) the customer's "Fiyat Alarmı" collection, created on first use:
 * the customer is mailed once when it gets cheaper or comes back in stock.
 */
export function PriceAlarmButton({ product, initialOn }: { product: ProductSummary; initialOn: boolean }) {
  const { t } = useTranslation("social");
  const alarm = useProductToggle(product, initialOn, {
    call: async (adding) => {
      const input = { productId: product.id, isAlarm: true };
      if (adding) return socialApi.addToCollection(input);
      await socialApi.removeFromCollection(input);
      return null;
    },
    toast: (adding, collection) => [
      adding ? "collectionAdded" : "collectionRemoved",
      collection ? collectionPath(collection.id) : COLLECTIONS_PATH,
    ],
    addFailure: t("errors.collectionAdd"),
  });

  return (
    <button
      type="button"
      onClick={alarm.toggle}
      aria-busy={alarm.busy}
      className="inline-flex items-center gap-2 self-start rounded px-1 py-1 text-sm font-semibold text-gray-800 underline-offset-4 hover:text-primary-800 hover:underline"
    >
      <BellIcon className="size-4" filled={alarm.on} />
      <span>{alarm.on ? t("alarm.remove") : t("alarm.add")}</span>
    </button>
  );
}
