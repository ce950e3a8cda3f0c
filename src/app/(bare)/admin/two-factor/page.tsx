import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { currentUser } from "@/modules/account/session";
import { TwoFactorEnrol } from "@/modules/admin/components/two-factor-enrol";
import { TWO_FACTOR_PAGE } from "@/modules/admin/data";
import { AdminForbidden } from "@/modules/admin/templates/admin-shell";
import { signInHref } from "@/modules/layout/lib/site-links";
import Link from "@/modules/ui/link";
import { secondFactorRequired } from "@/shared/account/staff-roles";

export const metadata: Metadata = { title: t("admin:twoFactor.title"), robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/**
 * A staff member's second factor (TOTP): outside the back office's layout, because it is the one page an owner
 * without a verified factor may open (the layout sends them here). Required of the owner, offered to the others.
 */
export default async function TwoFactorPage() {
  const user = await currentUser();
  if (!user) redirect(signInHref(TWO_FACTOR_PAGE));
  if (user.role !== "staff") return <AdminForbidden />;
  return (
    <main id="content" className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("admin:twoFactor.title")}</h1>
      {user.twoFactorEnabled ? (
        <>
          <p>{t("admin:twoFactor.enabled")}</p>
          <Link href="/admin" className="text-primary-800 underline">
            {t("admin:twoFactor.toAdmin")}
          </Link>
        </>
      ) : (
        <>
          <p>{t(secondFactorRequired(user.staffRole) ? "admin:twoFactor.required" : "admin:twoFactor.offered")}</p>
          <Translations namespaces={["admin", "account"]}>
            <TwoFactorEnrol />
          </Translations>
        </>
      )}
    </main>
  );
}
