import "server-only";
import { secondFactorRequired, staffMay } from "@/shared/account/staff-roles";
import { type SessionUser, sessionUser } from "./session";

const BACK_OFFICE_PAGE = /^\/admin(?:\/|$)/;

/** Where an owner without a verified second factor is sent, and the one back-office page they may open. */
export const TWO_FACTOR_PAGE = "/admin/two-factor";

export type StaffRefusal = "not_staff" | "two_factor_required" | "other_part";

/**
 * Why a staff page or API route at this path is refused to this user, or null when it is not: not staff, an owner
 * without a verified second factor (only the enrolment page opens), or a part of the back office that is not the
 * role's (src/shared/account/staff-roles.ts, the one table).
 */
export function staffRefusal(user: SessionUser | null, path: string): StaffRefusal | null {
  if (user?.role !== "staff") return "not_staff";
  if (secondFactorRequired(user.staffRole) && !user.twoFactorEnabled && path !== TWO_FACTOR_PAGE) return "two_factor_required";
  return staffMay(user.staffRole, path) ? null : "other_part";
}

/**
 * The status of a back-office page: 403 Forbidden for a signed-in customer and for staff on another role's part,
 * Next.js's own for everyone else. What they see is already decided by the pages (src/app/admin/layout.tsx shows
 * the "no access" page, staffPage renders nothing), but Next.js would answer it 200; so src/proxy.ts asks this and
 * hands the status on with `NextResponse.next`, and Next.js renders the page with it, alike in `next dev`,
 * `next start` and scripts/serve.ts. Guests keep the layout's redirect to sign-in, an owner without a second
 * factor the redirect to its enrolment, staff their pages. Only a page read with a cookie can be a customer's, so
 * nothing else costs a session lookup.
 * Next.js's own forbidden() (experimental.authInterrupts) puts its boundary into every page's HTML (about 3.1 KB a
 * page, measured on the production build); this costs no page a byte.
 */
export async function backOfficeStatus(method: string, pathname: string, headers: Headers): Promise<403 | undefined> {
  if ((method !== "GET" && method !== "HEAD") || !BACK_OFFICE_PAGE.test(pathname) || !headers.has("cookie")) return undefined;
  const user = await sessionUser(headers);
  if (!user) return undefined;
  const refusal = staffRefusal(user, pathname.replace(/\/$/, "") || "/");
  return refusal === "not_staff" || refusal === "other_part" ? 403 : undefined;
}
