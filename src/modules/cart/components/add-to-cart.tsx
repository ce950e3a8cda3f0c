"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { TOAST_SHORT_MS } from "@/modules/ui/lib/toasts";
import { useToast } from "@/modules/ui/use-toast";
import { MAX_LINE_QUANTITY } from "@/shared/cart/types";
import { useCart } from "../use-cart";
import { QuantityStepper } from "./quantity-stepper";
import { Spinner } from "./spinner";

/**
 * Contract between the catalogue (which places it) and the cart module (which implements it):
 * adds `quantity` of a product (and variant) to the cart through POST /api/cart/add-item.
 */
export type AddToCartProps = { productId: number; variantId?: number | null; maxQuantity: number; disabled?: boolean; label: string };

export function AddToCart({ productId, variantId, maxQuantity: stock, disabled, label }: AddToCartProps) {
  const { t } = useTranslation("cart");
  const maxQuantity = Math.min(stock, MAX_LINE_QUANTITY);
  const { add, pending } = useCart();
  const toast = useToast();
  const [quantity, setQuantity] = useState(1);
  const unavailable = disabled || maxQuantity < 1;
  const adding = pending === "add";

  const submit = async () => {
    const cart = await add({ productId, variantId: variantId ?? null, quantity: Math.min(quantity, maxQuantity) });
    if (cart) toast.success({ title: t("toast.added"), duration: TOAST_SHORT_MS });
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {!unavailable && (
        <QuantityStepper value={Math.min(quantity, maxQuantity)} max={maxQuantity} onChange={setQuantity} label={t("quantity.label")} />
      )}
      <button
        type="button"
        onClick={submit}
        disabled={unavailable}
        aria-busy={adding || undefined}
        className="inline-flex min-w-48 items-center justify-center gap-2 rounded bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {adding && <Spinner />}
        {label}
      </button>
    </div>
  );
}
