"use client";
import { useTranslation } from "@/i18n/client";
import { RATINGS } from "@/shared/social/schemas";
import { StarIcon } from "./icons";

/**
 * Five radio buttons drawn as stars (rating 1 to 5). Native radios keep arrow-key selection and
 * the group's name for screen readers; the stars up to the chosen one are filled.
 */
export function RatingInput({
  name,
  value,
  onChange,
  error,
  errorId,
}: {
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
  errorId: string;
}) {
  const { t } = useTranslation("social");
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-semibold">{t("review.rating")}</legend>
      <div className="flex gap-1">
        {RATINGS.map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded p-0.5 text-amber-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-invalid={error ? true : undefined}
            />
            <StarIcon className="size-8" filled={value !== undefined && n <= value} />
            <span className="sr-only">{t("review.stars", { count: n })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
