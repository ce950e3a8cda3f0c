import "server-only";
import { auth } from "@/server/account/auth";
import { requestCookies } from "@/server/platform/http/cookies";
import { shopperCached } from "@/server/platform/runtime/cache";
import { isStaffRole, type StaffRole } from "@/shared/account/staff-roles";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: "customer" | "staff";
  /** A staff member's one role; null for a customer. */
  staffRole: StaffRole | null;
  /** Whether the account's TOTP second factor is verified. */
  twoFactorEnabled: boolean;
  phone?: string | null;
};

type Found = { user: SessionUser; expiresAt: number } | null;

/**
 * Better Auth's own cookies in the request (the session token and what goes with it), in one string: all that
 * decides which session the request has. Null without any.
 */
function authCookies(cookieHeader: string | null): string | null {
  const own = [...requestCookies(cookieHeader)]
    .filter(([name]) => name.replace(/^__Secure-/, "").startsWith("better-auth"))
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return own.length > 0 ? own.join("; ") : null;
}

async function lookUp(headers: Headers): Promise<Found> {
  const result = await auth().api.getSession({ headers });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string; staffRole?: string | null; phone?: string | null };
  const staff = u.role === "staff";
  const user: SessionUser = {
    id: u.id,
    name: u.name,
    email: u.email,
    role: staff ? "staff" : "customer",
    staffRole: staff && isStaffRole(u.staffRole) ? u.staffRole : null,
    twoFactorEnabled: u.twoFactorEnabled === true,
    phone: u.phone,
  };
  return { user, expiresAt: result.session.expiresAt.getTime() };
}

/**
 * The signed-in user for a request, or null. Reads only the request's own headers (works in tests too). Every page
 * and call of a signed-in shopper asks, so the answer is kept per session cookie (src/server/platform/runtime/cache.ts,
 * `shopperCached`): signing out, a password reset and any other change to sessions or users invalidate it, and a
 * session past its expiry is looked up again.
 */
export async function sessionUser(headers: Headers): Promise<SessionUser | null> {
  // Sessions live in a cookie (no bearer tokens): without one there is nothing to look up.
  const key = authCookies(headers.get("cookie"));
  if (!key) return null;
  const found = await shopperCached(`session ${key}`, () => lookUp(headers));
  if (!found) return null;
  if (found.expiresAt > Date.now()) return found.user;
  return (await lookUp(headers))?.user ?? null;
}
