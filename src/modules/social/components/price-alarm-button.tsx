"use client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/modules/cart/cart-api";
import { socialApi } from "../api";
import { COLLECTIONS_PATH, collectionPath } from "../paths";
import type { ProductSummary } from "../types";
import { REDIRECTED, useSignedInCall } from "../use-signed-in-call";
import { BellIcon } from "./icons";
import { useSocialToasts } from "./product-toast";

/**
 * Puts the product in (or takes it out of) the customer's "Fiyat Alarmı" collection, created on first use:
 * the customer is mailed once when it gets cheaper or comes back in stock.
 */
export function PriceAlarmButton({ product, initialOn }: { product: ProductSummary; initialOn: boolean }) {
  const { t } = useTranslation("social");
  const toasts = useSocialToasts();
  const signedIn = useSignedInCall();
  const [on, setOn] = useState(initialOn);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    const adding = !on;
    try {
      const input = { productId: product.id, isAlarm: true };
      const done = await signedIn(async () => {
        if (adding) return socialApi.addToCollection(input);
        await socialApi.removeFromCollection(input);
        return null;
      });
      if (done === REDIRECTED) return;
      setOn(adding);
      toasts.product(adding ? "collectionAdded" : "collectionRemoved", product, done ? collectionPath(done.id) : COLLECTIONS_PATH);
    } catch (error) {
      toasts.error(adding ? t("errors.collectionAdd") : errorMessage(error) || t("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-busy={busy}
      className="inline-flex items-center gap-2 self-start rounded px-1 py-1 text-sm font-semibold text-gray-800 underline-offset-4 hover:text-primary-800 hover:underline"
    >
      <BellIcon className="size-4" filled={on} />
      <span>{on ? t("alarm.remove") : t("alarm.add")}</span>
    </button>
  );
}
