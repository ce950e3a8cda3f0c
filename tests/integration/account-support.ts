import { authHandler } from "@/server/account/auth";
import { call, type RouteHandler } from "../support/api";

let counter = 0;

/** A distinct documentation-range address per call, so each test has its own rate-limit bucket. */
export const freshIp = () => `198.51.100.${(counter++ % 250) + 1}`;

export const strongPassword = "Guclu1234";

/** Signs a new customer up through the /api/auth handler (or `handler`, another instance's), as the sign-up form does; returns the cookie. */
export async function signUp(email: string, extra: Record<string, unknown> = {}, handler: RouteHandler = authHandler) {
  const res = await call(handler, "/api/auth/sign-up/email", {
    body: { name: "Ayşe Yılmaz", email, password: strongPassword, acceptedMembershipAgreement: true, ...extra },
    headers: { "x-forwarded-for": freshIp() },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { cookie: cookieOf(res.headers), user: res.json.user as { id: string; email: string; name: string } };
}

/** The Cookie header a browser would send back after this response. */
export const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
