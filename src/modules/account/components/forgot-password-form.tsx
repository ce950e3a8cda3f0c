"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { authClient } from "@/modules/account/auth-client";
import { forgotPasswordFormSchema, type ForgotPasswordForm as Values } from "@/shared/account/auth";
import { buttonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";
import { EmailField, FormStatus } from "./fields";

/** Asks for the reset mail. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const { outcome, clear, succeed, fail } = useOutcome();
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(forgotPasswordFormSchema) });

  const onSubmit = handleSubmit(async ({ email }) => {
    clear();
    const { error } = await authClient.requestPasswordReset({ email });
    if (error) fail(error.message);
    else succeed(t("forgot.sent"));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-gray-700">{t("forgot.intro")}</p>
      <FormStatus outcome={outcome} />
      <EmailField error={fieldError(formState.errors.email)} {...register("email")} />
      <button type="submit" className={buttonClass} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("forgot.sending") : t("forgot.submit")}
      </button>
    </form>
  );
}
