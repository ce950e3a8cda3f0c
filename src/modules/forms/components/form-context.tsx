"use client";
import { createContext, useContext } from "react";
import { useTranslation } from "@/i18n/client";
import type { FieldErrors } from "@/shared/forms/form-state";

type FormFields = {
  errors: FieldErrors;
  /** What was sent last time, to fill the fields in again after a rejected submission. */
  values: Record<string, string>;
  setFieldError: (name: string, key: string | undefined) => void;
};

export const FormFieldsContext = createContext<FormFields | null>(null);

/** A field's Turkish error text (shown only when non-empty) and its value from the last submission. */
export function useFormField(name: string) {
  const { t } = useTranslation("forms");
  const form = useContext(FormFieldsContext);
  if (!form) throw new Error("Form fields must be used inside <FormShell>");
  const key = form.errors[name];
  return {
    error: key ? t(key) : undefined,
    defaultValue: form.values[name],
    setError: (next: string | undefined) => form.setFieldError(name, next),
  };
}
