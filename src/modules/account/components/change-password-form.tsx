"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { authClient } from "@/modules/account/auth-client";
import { changePasswordFormSchema, type ChangePasswordForm as Values } from "@/shared/account/auth";
import { buttonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";
import { FormStatus } from "./fields";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordField } from "./password-field";

/** Current and new password; the other devices are signed out, this one stays signed in. */
export function ChangePasswordForm() {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const { outcome, clear, succeed, fail } = useOutcome();
  const { register, handleSubmit, formState, reset } = useForm<Values>({ resolver: zodResolver(changePasswordFormSchema) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    clear();
    const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    if (error) return fail(error.message);
    reset({ currentPassword: "", newPassword: "", confirmPassword: "" });
    succeed(t("password.saved"));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-semibold">
        {t("password.title")}
      </h2>
      <p className="text-sm text-gray-700">{t("password.hint")}</p>
      <FormStatus outcome={outcome} />
      <PasswordField
        label={t("password.current")}
        autoComplete="current-password"
        required
        error={fieldError(errors.currentPassword)}
        {...register("currentPassword")}
      />
      <NewPasswordFields register={register} errors={errors} />
      <button type="submit" className={buttonClass} disabled={isSubmitting}>
        {isSubmitting ? t("password.saving") : t("password.submit")}
      </button>
    </form>
  );
}
