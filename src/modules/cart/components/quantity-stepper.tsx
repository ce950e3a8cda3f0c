"use client";
import { useTranslation } from "@/i18n/client";
import { Spinner } from "./spinner";

type Props = {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** The group's accessible name; in a list it names the product, so that the steppers are told apart. */
  label: string;
  /** The cart is changing: the buttons wait, and a spinner shows it, until the change is done. */
  busy?: boolean;
  disabled?: boolean;
};

const button =
  "flex size-9 items-center justify-center text-lg font-semibold text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300";

/** − n + ; keeps the value between 1 and `max`. */
export function QuantityStepper({ value, max, onChange, label, busy, disabled }: Props) {
  const { t } = useTranslation("cart");
  return (
    <div role="group" aria-label={label} aria-busy={busy || undefined} className="inline-flex items-center rounded border border-gray-300">
      <button
        type="button"
        className={button}
        aria-label={t("quantity.decrease")}
        disabled={disabled || busy || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={t("quantity.value")} className="flex min-w-8 justify-center tabular-nums">
        {busy ? <Spinner className="size-4" /> : value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t("quantity.increase")}
        disabled={disabled || busy || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
