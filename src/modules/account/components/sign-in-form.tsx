"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { authClient } from "@/modules/account/auth-client";
import Link from "@/modules/ui/link";
import { signInFormSchema, type SignInForm as Values } from "@/shared/account/auth";
import { buttonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";
import { EmailField, FormStatus } from "./fields";
import { PasswordField } from "./password-field";
import { TwoFactorCodeForm } from "./two-factor-code-form";

/**
 * E-mail and password; on success a full page load of the (already same-origin) redirect path. An account with a
 * second factor is asked for its code next (Better Auth answers `twoFactorRedirect` instead of a session).
 */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const { outcome, leaving, clear, settle } = useOutcome();
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(signInFormSchema) });
  const { errors, isSubmitting } = formState;
  const [secondStep, setSecondStep] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    clear();
    const { data, error } = await authClient.signIn.email(values);
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) setSecondStep(true);
    else settle(error, redirectTo);
  });

  if (secondStep) return <TwoFactorCodeForm redirectTo={redirectTo} />;

  const busy = isSubmitting || leaving;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className="text-lg font-semibold">
        {t("auth.signInTitle")}
      </h2>
      <FormStatus outcome={outcome} />
      <EmailField error={fieldError(errors.email)} {...register("email")} />
      <PasswordField
        label={t("auth.password")}
        autoComplete="current-password"
        required
        error={fieldError(errors.password)}
        {...register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t("auth.signingIn") : t("auth.signIn")}
        </button>
        <Link href="/auth/forgot-password" className="text-sm font-medium text-primary-800 underline">
          {t("auth.forgotPassword")}
        </Link>
      </div>
    </form>
  );
}
