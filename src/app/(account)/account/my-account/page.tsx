import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { ChangePasswordForm } from "@/modules/account/components/change-password-form";
import { CompanyForm } from "@/modules/account/components/company-form";
import { ConsentSettings } from "@/modules/account/components/consent-settings";
import { DeleteAccountForm } from "@/modules/account/components/delete-account-form";
import { ProfileForm } from "@/modules/account/components/profile-form";
import { companyOf, consentState, getProfile } from "@/modules/account/data";
import { PROFILE_PATH } from "@/modules/account/paths";
import { requireUser } from "@/modules/account/session";

export const metadata: Metadata = { title: t("account:profile.title") };

export default async function MyAccountPage() {
  const user = await requireUser(PROFILE_PATH);
  const [profile, consents, company] = await Promise.all([getProfile(user.id), consentState(user.id), companyOf(user.id)]);
  return (
    <div className="max-w-xl space-y-10">
      <h1 className="text-2xl font-bold">{t("account:profile.title")}</h1>
      <ProfileForm profile={profile} />
      <CompanyForm company={company} />
      <ConsentSettings initial={consents} />
      <ChangePasswordForm />
      <DeleteAccountForm />
    </div>
  );
}
