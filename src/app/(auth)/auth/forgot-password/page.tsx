import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { ForgotPasswordForm } from "@/modules/account/components/forgot-password-form";
import Link from "@/modules/ui/link";

export const metadata: Metadata = { title: t("account:forgot.title"), robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("account:forgot.title")}</h1>
      <ForgotPasswordForm />
      <Link href="/auth" className="inline-block text-sm font-medium text-primary-800 underline">
        {t("account:forgot.backToSignIn")}
      </Link>
    </div>
  );
}
