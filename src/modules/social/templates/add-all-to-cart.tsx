"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { cartOperation } from "@/modules/cart/cart-store";
import { TOAST_SHORT_MS } from "@/modules/ui/lib/toasts";
import { useToast } from "@/modules/ui/use-toast";

/**
 * Puts one of each product into the cart through the cart's own store (so the header badge follows), one
 * after another since the cart runs one operation at a time. Products that need a variant chosen, or are out
 * of stock, are counted and reported instead of failing the rest.
 */
export function AddAllToCart({ productIds }: { productIds: number[] }) {
  const { t } = useTranslation("social");
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function addAll() {
    setBusy(true);
    let added = 0;
    for (const productId of productIds) {
      const cart = await cartOperation("add", "/api/cart/add-item", { item: { productId, quantity: 1 } }).catch(() => null);
      if (cart) added++;
    }
    setBusy(false);
    const skipped = productIds.length - added;
    if (added > 0) toast.success({ title: t("collections.addedToCart", { count: added }), duration: TOAST_SHORT_MS });
    if (skipped > 0) toast.warning({ title: t("collections.notAddedToCart", { count: skipped }), duration: TOAST_SHORT_MS });
  }

  return (
    <button
      type="button"
      onClick={addAll}
      disabled={busy}
      aria-busy={busy}
      className="rounded bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
    >
      {t("collections.addAllToCart")}
    </button>
  );
}
