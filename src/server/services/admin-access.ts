import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { signInHref } from "@/modules/layout/lib/site-links";
import { type SessionUser, sessionUser } from "@/server/http/session";

/** For /admin pages: guests go to sign-in and come back; customers get null (the layout shows the 403 page). */
export async function staffForPage(path = "/admin"): Promise<SessionUser | null> {
  const user = await sessionUser(await headers());
  if (!user) redirect(signInHref(path));
  return user.role === "staff" ? user : null;
}
