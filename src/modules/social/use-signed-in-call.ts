"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { ApiCallError } from "@/modules/api/client";
import { useCustomer } from "@/modules/layout/components/customer-provider";
import { type SignInReason, signInHref } from "@/modules/layout/lib/site-links";

/** The call ended in the sign-in redirect: the caller shows nothing more. */
export const REDIRECTED = Symbol("redirected");

/**
 * Favourites, collections and reviews need an account. A visitor the page knows as a guest is sent to sign in
 * straight away, to come back to this very page afterwards; a session that ended meanwhile gets the API's 401 and
 * the same redirect; `reason` tells the sign-in page what the guest was doing.
 */
export function useSignedInCall(reason: SignInReason) {
  const router = useRouter();
  const { customer } = useCustomer();
  return useCallback(
    async <T>(run: () => Promise<T>): Promise<T | typeof REDIRECTED> => {
      const toSignIn = (): typeof REDIRECTED => {
        router.push(signInHref(`${window.location.pathname}${window.location.search}`, reason));
        return REDIRECTED;
      };
      if (!customer) return toSignIn();
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof ApiCallError && error.status === 401)) throw error;
        return toSignIn();
      }
    },
    [router, customer, reason],
  );
}
