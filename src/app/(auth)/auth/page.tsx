import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { t } from "@/i18n/server";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { currentUser } from "@/modules/account/session";
import { AuthPageTemplate } from "@/modules/account/templates/auth-page";
import { signInReasonOf } from "@/modules/layout/lib/site-links";

export const metadata: Metadata = { title: t("account:auth.title"), robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/**
 * /auth?redirect={path}&reason={key}: only a path on this site is followed (no open redirect); anything else goes
 * home. The reason is one of a fixed list of keys, shown as the shop's own sentence; any other value is ignored.
 */
export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const redirectTo = safeRedirectPath(one(params.redirect));
  if (await currentUser()) redirect(redirectTo);
  return (
    <AuthPageTemplate
      redirectTo={redirectTo}
      initialTab={one(params.tab) === "sign-up" ? "sign-up" : "sign-in"}
      passwordReset={one(params.reset) === "1"}
      reason={signInReasonOf(one(params.reason))}
    />
  );
}
