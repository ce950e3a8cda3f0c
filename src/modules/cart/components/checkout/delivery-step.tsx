"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import type { DeliveryType } from "@/lib/cart-totals";
import { formatPrice } from "@/lib/money";
import type { Cart } from "@/shared/cart/types";
import { SubmitButton } from "./submit-button";
import type { DeliveryOptions } from "./types";

type Props = {
  cart: Cart;
  options: DeliveryOptions;
  pending: boolean;
  /** A choice made: recorded at once, so that the summary's shipping and total follow it. */
  onChoose: (deliveryType: DeliveryType) => void;
  onSubmit: (deliveryType: DeliveryType) => void;
};

/** Step 2: standard (free from the threshold) or express delivery. */
export function DeliveryStep({ cart, options, pending, onChoose, onSubmit }: Props) {
  const { t } = useTranslation("cart");
  const [choice, setChoice] = useState<DeliveryType>(cart.deliveryType);
  // The server decides whether standard delivery is free (src/lib/cart-totals.ts); the cart answer says so while standard is chosen.
  const standardFree = cart.deliveryType === "standard" && cart.deliveryTotal === 0;
  const fees: Record<DeliveryType, string> = {
    standard: standardFree ? t("totals.deliveryFree") : formatPrice(options.standardFee),
    express: formatPrice(options.expressFee),
  };
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(choice);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t("checkout.steps.delivery")}</legend>
        {(["standard", "express"] as const).map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-3 rounded border border-gray-300 p-3 has-checked:border-primary-700 has-checked:bg-primary-50"
          >
            <input
              type="radio"
              name="deliveryType"
              value={type}
              checked={choice === type}
              onChange={() => {
                setChoice(type);
                onChoose(type);
              }}
            />
            <span className="flex-1">
              <span className="block font-semibold">{t(`delivery.${type}`)}</span>
              <span className="block text-sm text-gray-600">
                {t(`checkout.deliveryHint.${type}`, { amount: formatPrice(options.freeAbove) })}
              </span>
            </span>
            <span className="font-semibold">{fees[type]}</span>
          </label>
        ))}
      </fieldset>
      <SubmitButton pending={pending}>{t("checkout.toPayment")}</SubmitButton>
    </form>
  );
}
