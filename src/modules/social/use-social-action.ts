"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage } from "@/modules/api/client";
import type { SignInReason } from "@/modules/layout/lib/site-links";
import type { ProductSummary } from "@/shared/social/types";
import { type ProductToastKind, useSocialToasts } from "./components/product-toast";
import { REDIRECTED, useSignedInCall } from "./use-signed-in-call";

/**
 * The flow every favourite, collection and review button shares: one call at a time, a guest sent to sign in
 * (docs/PRODUCT.md#roles), and a failure shown in an error toast, with `failure` where the shop has a fixed message
 * and the server's message otherwise. `onDone` runs only when the call went through.
 */
export function useSocialAction(reason: SignInReason) {
  const { t } = useTranslation("social");
  const toasts = useSocialToasts();
  const signedIn = useSignedInCall(reason);
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<T>, onDone: (result: T) => void, failure?: string) {
    if (busy) return;
    setBusy(true);
    let result: T | typeof REDIRECTED;
    try {
      result = await signedIn(call);
    } catch (error) {
      toasts.error(failure ?? (errorMessage(error) || t("errors.generic")));
      return;
    } finally {
      setBusy(false);
    }
    if (result !== REDIRECTED) onDone(result);
  }

  return { busy, run, toasts };
}

type ProductToggle<T> = {
  /** `call(true)` adds, `call(false)` removes. */
  call: (adding: boolean) => Promise<T>;
  /** The success toast: its kind and the account page it links to. */
  toast: (adding: boolean, result: T) => [ProductToastKind, string];
  /** The fixed message when adding fails; removing shows the server's. */
  addFailure: string;
  /** What a guest is told on the sign-in page. */
  reason: SignInReason;
};

/** An on/off button of a product (favourite, price alarm), with its success toast. */
export function useProductToggle<T>(product: ProductSummary, initial: boolean, { call, toast, addFailure, reason }: ProductToggle<T>) {
  const { busy, run, toasts } = useSocialAction(reason);
  const [on, setOn] = useState(initial);

  function toggle() {
    const adding = !on;
    void run(
      () => call(adding),
      (result) => {
        setOn(adding);
        const [kind, href] = toast(adding, result);
        toasts.product(kind, product, href);
      },
      adding ? addFailure : undefined,
    );
  }

  return { on, busy, toggle };
}
