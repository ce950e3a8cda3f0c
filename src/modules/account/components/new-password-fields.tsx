"use client";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { useFieldError } from "../use-field-error";
import { PasswordField } from "./password-field";

type Values = { newPassword: string; confirmPassword: string };

/** New password with the strength hint, and its repetition (password change and reset). */
export function NewPasswordFields<T extends Values>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<Values> }) {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const reg = register as unknown as UseFormRegister<Values>;
  return (
    <>
      <PasswordField
        label={t("password.new")}
        autoComplete="new-password"
        required
        hint={t("auth.passwordHint")}
        error={fieldError(errors.newPassword)}
        {...reg("newPassword")}
      />
      <PasswordField
        label={t("password.confirm")}
        autoComplete="new-password"
        required
        error={fieldError(errors.confirmPassword)}
        {...reg("confirmPassword")}
      />
    </>
  );
}
