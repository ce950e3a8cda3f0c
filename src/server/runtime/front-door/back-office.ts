import "server-only";
import type http from "node:http";
import { sessionUser } from "@/server/account/session";

const BACK_OFFICE_PAGE = /^\/admin(?:[/?]|$)/;

/** A back-office page asked for with a cookie: only then can the asker be a signed-in customer. */
export const isBackOfficePageWithCookie = (req: http.IncomingMessage): boolean =>
  (req.method === "GET" || req.method === "HEAD") && BACK_OFFICE_PAGE.test(req.url ?? "") && Boolean(req.headers.cookie);

/**
 * A signed-in customer who opens a back-office page gets 403 Forbidden. What they see is already decided by the
 * pages (src/app/admin/layout.tsx shows the "no access" page, staffPage renders nothing), but Next.js would
 * answer it 200; so, before handing the request on, the front door asks the session the same question and
 * turns that answer's 200 into 403. Guests keep the layout's redirect to sign-in, staff their pages.
 * Next.js's own forbidden() (experimental.authInterrupts) puts its boundary into every page's HTML (about 3.1 KB a
 * page, measured on the production build); this costs no page a byte, only one session lookup on a back-office
 * request that carries a cookie.
 */
export async function forbidCustomers(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const user = await sessionUser(new Headers({ cookie: req.headers.cookie ?? "" }));
  if (user?.role !== "customer") return;
  // Node sends an implicit head through writeHead too, so both ways Next.js answers pass here.
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => http.ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => writeHead(status === 200 ? 403 : status, ...rest)) as typeof res.writeHead;
}
