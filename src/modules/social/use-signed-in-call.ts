"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { ApiCallError } from "@/modules/api/client";
import { signInHref } from "@/modules/layout/lib/site-links";

/** The call ended in the sign-in redirect: the caller shows nothing more. */
export const REDIRECTED = Symbol("redirected");

/**
 * Favourites, collections and reviews need an account. The API answers a guest 401, and the
 * island sends them to sign in, to come back to this very page afterwards.
 */
export function useSignedInCall() {
  const router = useRouter();
  return useCallback(
    async <T>(run: () => Promise<T>): Promise<T | typeof REDIRECTED> => {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof ApiCallError && error.status === 401)) throw error;
        router.push(signInHref(`${window.location.pathname}${window.location.search}`));
        return REDIRECTED;
      }
    },
    [router],
  );
}
