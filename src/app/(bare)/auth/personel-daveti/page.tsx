import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { AcceptInviteForm } from "@/modules/admin/components/accept-invite-form";
import { signInHref } from "@/modules/layout/lib/site-links";

export const metadata: Metadata = { title: t("admin:staff.accept.title"), robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** The page a staff invitation's mailed link opens: the invitee sets a password (the server checks the token). */
export default async function AcceptInvitePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const token = (await searchParams).token;
  return (
    <main id="content" className="mx-auto max-w-md space-y-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("admin:staff.accept.title")}</h1>
      <p>{t("admin:staff.accept.intro")}</p>
      <Translations namespaces={["admin", "account"]}>
        <AcceptInviteForm token={typeof token === "string" ? token : ""} signInHref={signInHref("/admin")} />
      </Translations>
    </main>
  );
}
