import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { sessionUser } from "@/modules/account/data";
import { signInHref } from "@/modules/layout/lib/site-links";
import type { SessionUser } from "@/server/account/session";

/** The signed-in user of the page being rendered, or null; looked up once per request (layout and page share it). */
export const currentUser = cache(async (): Promise<SessionUser | null> => sessionUser(await headers()));

/** For account pages: the signed-in user, or a redirect to /auth?redirect={this page}. */
export async function requireUser(returnTo: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(signInHref(returnTo));
  return user;
}
