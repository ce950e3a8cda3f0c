import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { FormStatus } from "@/modules/account/components/fields";
import { ResetPasswordForm } from "@/modules/account/components/reset-password-form";
import Link from "@/modules/ui/link";

export const metadata: Metadata = { title: t("account:reset.title"), robots: { index: false }, referrer: "no-referrer" };

/** Opened from the mailed link (?token=); the token is checked when the new password is sent. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("account:reset.title")}</h1>
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <FormStatus outcome={{ kind: "error", text: t("account:reset.missingToken") }} />
          <Link href="/auth/forgot-password" className="inline-block font-medium text-primary-800 underline">
            {t("account:reset.requestNew")}
          </Link>
        </>
      )}
    </div>
  );
}
