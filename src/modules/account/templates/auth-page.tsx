import { t } from "@/i18n/server";
import { type AuthTab, AuthTabs } from "../components/auth-tabs";
import { FormStatus } from "../components/fields";

/** The /auth page body: a notice after a password reset, then the sign-in and sign-up tabs. */
export function AuthPageTemplate({
  redirectTo,
  initialTab,
  passwordReset,
}: {
  redirectTo: string;
  initialTab: AuthTab;
  passwordReset: boolean;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("account:auth.title")}</h1>
      {passwordReset ? <FormStatus outcome={{ kind: "success", text: t("account:auth.passwordResetDone") }} /> : null}
      <AuthTabs redirectTo={redirectTo} initialTab={initialTab} />
    </div>
  );
}
