import "server-only";
import { auth } from "@/server/account/auth";

export type SessionUser = { id: string; name: string; email: string; role: "customer" | "staff"; phone?: string | null };

/** The signed-in user for a request, or null. Reads only the request's own headers (works in tests too). */
export async function sessionUser(headers: Headers): Promise<SessionUser | null> {
  // Sessions live in a cookie (no bearer tokens): without one there is nothing to look up.
  if (!headers.has("cookie")) return null;
  const result = await auth().api.getSession({ headers });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string; phone?: string | null };
  return { id: u.id, name: u.name, email: u.email, role: u.role === "staff" ? "staff" : "customer", phone: u.phone };
}
