import "server-only";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { currentUser } from "@/modules/account/session";
import { signInHref } from "@/modules/layout/lib/site-links";
import type { SessionUser } from "@/server/account/session";

/** For the /admin layout: guests go to sign-in and come back; customers get null (the layout shows the 403 page). */
export async function staffForPage(path = "/admin"): Promise<SessionUser | null> {
  const user = await currentUser();
  if (!user) redirect(signInHref(path));
  return user.role === "staff" ? user : null;
}

/**
 * Every /admin page is wrapped in this, because the layout's check alone protects nothing: Next.js renders a
 * page next to its layout and streams the page's output in the response even when the layout shows the 403
 * page or redirects (and renders the page alone on a client-side navigation). So the page itself renders
 * nothing, and reads no data, for anyone but staff.
 */
export function staffPage<P>(render: (props: P) => Promise<ReactNode> | ReactNode) {
  return async (props: P): Promise<ReactNode> => ((await currentUser())?.role === "staff" ? render(props) : null);
}
