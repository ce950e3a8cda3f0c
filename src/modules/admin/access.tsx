import "server-only";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import { currentUser } from "@/modules/account/session";
import { signInHref } from "@/modules/layout/lib/site-links";
import type { SessionUser } from "@/server/account";
import { staffRefusal, TWO_FACTOR_PAGE } from "./data";

/**
 * For the /admin layout: guests go to sign-in and come back, an owner without a verified second factor to its
 * enrolment; customers get null (the layout shows the 403 page).
 */
export async function staffForPage(path = "/admin"): Promise<SessionUser | null> {
  const user = await currentUser();
  if (!user) redirect(signInHref(path));
  if (user.role !== "staff") return null;
  if (staffRefusal(user, "/admin") === "two_factor_required") redirect(TWO_FACTOR_PAGE);
  return user;
}

/** A back-office page: its own path (as its file names it, "[id]" and all) and what it renders. */
export type StaffPage<P> = ((props: P) => Promise<ReactNode>) & { path: string };

/**
 * Every /admin page is wrapped in this, because the layout's check alone protects nothing: Next.js renders a
 * page next to its layout and streams the page's output in the response even when the layout shows the 403
 * page or redirects (and renders the page alone on a client-side navigation). So the page itself renders
 * nothing, and reads no data, for anyone but the staff whose role has its part (src/shared/account/staff-roles.ts).
 * The page names its own path; which role opens it is the table's to say.
 */
export function staffPage<P>(path: string, render: (props: P) => Promise<ReactNode> | ReactNode): StaffPage<P> {
  const page = async (props: P): Promise<ReactNode> => {
    const refusal = staffRefusal(await currentUser(), path);
    if (refusal === "other_part") return otherPart();
    return refusal ? null : render(props);
  };
  return Object.assign(page, { path });
}

/** What staff see on a part of the back office their role does not open (answered 403, src/server/account/back-office.ts). */
function otherPart(): ReactNode {
  return (
    <section aria-labelledby="other-part-title">
      <h1 id="other-part-title" className="mb-2 font-semibold text-2xl">
        {t("admin:forbidden.title")}
      </h1>
      <p className="text-neutral-700">{t("admin:forbidden.otherPart")}</p>
    </section>
  );
}
