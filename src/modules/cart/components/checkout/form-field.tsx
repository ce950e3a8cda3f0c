"use client";
import { type ComponentProps, useId } from "react";
import { useTranslation } from "@/i18n/client";
import type { TFunction } from "@/i18n/translate";

type Props = ComponentProps<"input"> & { label: string; error?: string; hint?: string; multiline?: boolean };

const control = "w-full rounded border border-gray-300 px-3 py-2 aria-invalid:border-danger";

/**
 * The text of a checkout field's error: a key of cart:form.errors, or a namespaced key ("account:validation.postcodeCity")
 * of the address rules the checkout shares.
 */
export const fieldErrorText = (t: TFunction, error: string) =>
  t(error.includes(":") ? error : `form.errors.${error}`, { defaultValue: t("form.errors.invalid") });

/**
 * A labelled input (or textarea) whose error, when there is one, shows as fieldErrorText; a required one has its
 * label marked with an asterisk (the form says what it means) and is announced as required.
 */
export function FormField({ label, error, hint, multiline, className, required, ...input }: Props) {
  const { t } = useTranslation("cart");
  const id = useId();
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, required, "aria-invalid": error ? true : undefined, "aria-describedby": described, className: control };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? <textarea rows={2} {...(input as ComponentProps<"textarea">)} {...common} /> : <input {...input} {...common} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {fieldErrorText(t, error)}
        </p>
      )}
    </div>
  );
}
