import { t } from "@/i18n/server";
import type { SignInReason } from "@/modules/layout/lib/site-links";
import { type AuthTab, AuthTabs } from "../components/auth-tabs";
import { FormStatus } from "../components/fields";

/** The /auth page body: why the guest is here or a notice after a password reset, then the sign-in and sign-up tabs. */
export function AuthPageTemplate({
  redirectTo,
  initialTab,
  passwordReset,
  reason,
}: {
  redirectTo: string;
  initialTab: AuthTab;
  passwordReset: boolean;
  reason?: SignInReason;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("account:auth.title")}</h1>
      {reason ? (
        <p className="rounded border border-primary-200 bg-primary-50 px-3 py-2 text-sm text-primary-800">
          {t(`account:auth.reason.${reason}`)}
        </p>
      ) : null}
      {passwordReset ? <FormStatus outcome={{ kind: "success", text: t("account:auth.passwordResetDone") }} /> : null}
      <AuthTabs redirectTo={redirectTo} initialTab={initialTab} />
    </div>
  );
}
