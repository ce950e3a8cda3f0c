"use client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/modules/cart/cart-api";
import { collectionNameSchema } from "./schemas";
import type { Collection } from "./types";
import { REDIRECTED, useSignedInCall } from "./use-signed-in-call";

/**
 * A collection-name form's state: the name rules of SPEC §5 ("İsim zorunludur") checked before sending,
 * and the server's message (e.g. a duplicate name) shown in the same place when it refuses.
 */
export function useCollectionName(initial: string, save: (name: string) => Promise<Collection>, onSaved: (saved: Collection) => void) {
  const { t } = useTranslation("social");
  const signedIn = useSignedInCall();
  const [name, setName] = useState(initial);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = collectionNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "collections.nameRequired"));
      return;
    }
    setBusy(true);
    try {
      const saved = await signedIn(() => save(parsed.data));
      if (saved === REDIRECTED) return;
      setError("");
      onSaved(saved);
    } catch (failure) {
      setError(errorMessage(failure) || t("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  return { name, setName, error, busy, submit };
}
