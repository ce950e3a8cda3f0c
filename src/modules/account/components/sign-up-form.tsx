"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { Trans } from "@/i18n/trans";
import { toE164 } from "@/lib/phone";
import { authClient } from "@/modules/account/auth-client";
import { markSignedUp } from "@/modules/layout/components/signed-up-welcome";
import { ContractTexts } from "@/modules/social/components/contract-texts";
import { signUpFormSchema, type SignUpForm as Values } from "@/shared/account/auth";
import { KVKK_NOTICE_PATH } from "../paths";
import { buttonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";
import { CheckboxField, EmailField, FormStatus, TextField } from "./fields";
import { PasswordField } from "./password-field";
import { PhoneFormField } from "./phone-form-field";

/**
 * Name, e-mail, password, optional phone; the membership agreement must be accepted, the KVKK clarification
 * text is shown as information (acknowledged, not consented to) and campaign e-mails are a separate, unticked
 * choice. Signs in at once with the new password and follows the redirect.
 */
export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const { outcome, leaving, clear, fail, settle } = useOutcome();
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      name: "",
      email: "",
      password: "",
      phone: null,
      acceptedMembershipAgreement: false,
      marketingEmailConsent: false,
      marketingSmsConsent: false,
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ phone, ...values }) => {
    clear();
    // The agreement and marketing choices are read by the server's sign-up hook; Better Auth's typed body does not know them.
    const body = { ...values, phone: phone ? toE164(phone) : undefined } as Parameters<typeof authClient.signUp.email>[0];
    const signedUp = await authClient.signUp.email(body);
    if (signedUp.error) return fail(signedUp.error.message);
    // Sign-up answers a new address and one that has an account alike, and signs no one in: the password just
    // chosen does. Refused, the address had an account already, whose owner has been mailed.
    const signedIn = await authClient.signIn.email({ email: values.email, password: values.password });
    if (signedIn.error?.status === 401) return fail(t("auth.signUpAddressTaken"));
    if (!signedIn.error) markSignedUp();
    settle(signedIn.error, redirectTo);
  });

  const busy = isSubmitting || leaving;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="sign-up-title">
      <h2 id="sign-up-title" className="text-lg font-semibold">
        {t("auth.signUpTitle")}
      </h2>
      <FormStatus outcome={outcome} />
      <TextField label={t("auth.name")} autoComplete="name" required error={fieldError(errors.name)} {...register("name")} />
      <EmailField error={fieldError(errors.email)} {...register("email")} />
      <PasswordField
        label={t("auth.password")}
        autoComplete="new-password"
        required
        hint={t("auth.passwordHint")}
        error={fieldError(errors.password)}
        {...register("password")}
      />
      <PhoneFormField control={control} name="phone" label={t("auth.phone")} />
      <p className="text-sm text-gray-700">
        <Trans
          t={t}
          i18nKey="auth.clarificationNotice"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text of the translation inside
            notice: <a href={KVKK_NOTICE_PATH} target="_blank" rel="noopener" className="font-medium text-primary-800 underline" />,
          }}
        />
      </p>
      <CheckboxField
        required
        error={fieldError(errors.acceptedMembershipAgreement)}
        label={t("auth.acceptMembershipAgreement")}
        {...register("acceptedMembershipAgreement")}
      />
      <ContractTexts withCriteria={false} />
      <CheckboxField label={t("auth.marketingEmailConsent")} {...register("marketingEmailConsent")} />
      <CheckboxField
        label={t("auth.marketingSmsConsent")}
        error={fieldError(errors.marketingSmsConsent)}
        {...register("marketingSmsConsent")}
      />
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? t("auth.signingUp") : t("auth.signUp")}
      </button>
    </form>
  );
}
