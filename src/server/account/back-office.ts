import "server-only";
import { sessionUser } from "./session";

const BACK_OFFICE_PAGE = /^\/admin(?:\/|$)/;

/**
 * The status of a back-office page: 403 Forbidden for a signed-in customer, Next.js's own for everyone else. What
 * the customer sees is already decided by the pages (src/app/admin/layout.tsx shows the "no access" page,
 * staffPage renders nothing), but Next.js would answer it 200; so src/proxy.ts asks this and hands the status on
 * with `NextResponse.next`, and Next.js renders the page with it, alike in `next dev`, `next start` and
 * scripts/serve.ts. Guests keep the layout's redirect to sign-in, staff their pages. Only a page read with a
 * cookie can be a customer's, so nothing else costs a session lookup.
 * Next.js's own forbidden() (experimental.authInterrupts) puts its boundary into every page's HTML (about 3.1 KB a
 * page, measured on the production build); this costs no page a byte.
 */
export async function backOfficeStatus(method: string, pathname: string, headers: Headers): Promise<403 | undefined> {
  if ((method !== "GET" && method !== "HEAD") || !BACK_OFFICE_PAGE.test(pathname) || !headers.has("cookie")) return undefined;
  return (await sessionUser(headers))?.role === "customer" ? 403 : undefined;
}
