"use client";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { formatPrice } from "@/lib/money";
import { errorMessage } from "@/modules/api/client";
import type { Cart } from "@/shared/cart/types";
import { cartOperation } from "../cart-store";
import { Spinner } from "./spinner";

/** Coupon field: apply a code (its error, rethrown by the cart store, shown under the field), or remove the applied one. */
export function CouponForm({ cart, pending }: { cart: Cart; pending: string | null }) {
  const { t } = useTranslation("cart");
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const discount = cart.discounts[0];

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t("coupon.empty"));
    try {
      const next = await cartOperation("coupon", "/api/cart/apply-coupon-code", { couponCode: code });
      if (next) {
        setCode("");
        setError(null);
      }
    } catch (err) {
      setError(errorMessage(err) || t("coupon.failed"));
    }
  };

  const remove = () => cartOperation("coupon", "/api/cart/remove-coupon-code", {}).catch(() => setError(t("coupon.failed")));

  if (discount) {
    return (
      <div className="rounded border border-dashed border-gray-300 p-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          <p>
            <span className="font-semibold">{discount.code}</span>{" "}
            {discount.isApplied ? t("coupon.applied") : t("coupon.notApplied", { amount: formatPrice(discount.minSubtotal) })}
          </p>
          <button
            type="button"
            onClick={remove}
            className="shrink-0 text-primary-700 underline hover:text-primary-800"
            aria-busy={pending === "coupon" || undefined}
          >
            {t("coupon.remove")}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium">
        {t("coupon.label")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded border border-gray-300 px-3 py-2 uppercase"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded border border-primary-700 px-4 font-semibold text-primary-700 hover:bg-primary-50"
          aria-busy={pending === "coupon" || undefined}
        >
          {pending === "coupon" && <Spinner />}
          {t("coupon.apply")}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
