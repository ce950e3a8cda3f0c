import { authHandler } from "@/server/account/auth";
import { call, type RouteHandler } from "../support/api";

let counter = 0;

/** A distinct documentation-range address per call, so each test has its own rate-limit bucket. */
export const freshIp = () => `198.51.100.${(counter++ % 250) + 1}`;

export const strongPassword = "Guclu1234";

/**
 * Signs a new customer up and then in through the /api/auth handler (or `handler`, another instance's), as the
 * sign-up form does (sign-up itself signs no one in); returns the session cookie and the account.
 */
export async function signUp(email: string, extra: Record<string, unknown> = {}, handler: RouteHandler = authHandler) {
  const password = (extra.password as string | undefined) ?? strongPassword;
  const headers = { "x-forwarded-for": freshIp() };
  const res = await call(handler, "/api/auth/sign-up/email", {
    body: { name: "Ayşe Yılmaz", email, password, acceptedMembershipAgreement: true, ...extra },
    headers,
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const signedIn = await call(handler, "/api/auth/sign-in/email", { body: { email, password }, headers });
  if (signedIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signedIn.status} ${signedIn.text}`);
  return { cookie: cookieOf(signedIn.headers), user: signedIn.json.user as { id: string; email: string; name: string } };
}

/** The Cookie header a browser would send back after this response. */
export const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
