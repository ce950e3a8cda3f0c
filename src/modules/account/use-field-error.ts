"use client";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "@/i18n/client";

/** Zod messages are `account` keys; this turns a form field's error into its Turkish text. */
export function useFieldError() {
  const { t } = useTranslation("account");
  return (error: FieldError | undefined) => (error?.message ? t(error.message) : undefined);
}
