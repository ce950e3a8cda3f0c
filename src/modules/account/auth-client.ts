"use client";
import { inferAdditionalFields, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import type { Auth } from "@/server/account/auth";

/**
 * Better Auth's React client for the islands; same origin, base path /api/auth. The sign-in form itself asks for
 * the second factor's code, so the two-factor plugin redirects nowhere.
 */
export const authClient = createAuthClient({ plugins: [inferAdditionalFields<Auth>(), twoFactorClient()] });

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

/** The session status that client islands read (loading, authenticated, unauthenticated). */
export function useSessionStatus(): { status: SessionStatus; user: typeof authClient.$Infer.Session.user | null } {
  const { data, isPending } = authClient.useSession();
  if (isPending) return { status: "loading", user: null };
  return data ? { status: "authenticated", user: data.user } : { status: "unauthenticated", user: null };
}

/** Makes every useSession() fetch the session again, e.g. after the profile changed through our own API. */
export const refreshSession = () => authClient.$store.notify("$sessionSignal");
