"use client";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage } from "@/modules/api/client";
import { COLLECTION_NAME_MAX, collectionNameSchema } from "@/shared/social/schemas";
import type { Collection } from "@/shared/social/types";
import { REDIRECTED, useSignedInCall } from "../use-signed-in-call";

type Props = {
  label: string;
  initial?: string;
  save: (name: string) => Promise<Collection>;
  onSaved: (saved: Collection) => void;
  /** Empty the field after saving (the create form, ready for the next name). */
  clearOnSave?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** The submit (and any other) buttons beside the field. */
  buttons: (busy: boolean) => ReactNode;
};

/**
 * The create and rename forms of a collection: the name rules (required, "İsim zorunludur"; at most 60 characters) checked before
 * sending, and the server's message (e.g. a duplicate name) shown in the same place when it refuses.
 */
export function CollectionNameForm({ label, initial = "", save, onSaved, clearOnSave = false, placeholder, autoFocus, buttons }: Props) {
  const { t } = useTranslation("social");
  const id = useId();
  const signedIn = useSignedInCall("collection");
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
      if (clearOnSave) setName("");
      onSaved(saved);
    } catch (failure) {
      setError(errorMessage(failure) || t("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-2">
      <label htmlFor={`${id}-name`} className="font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={COLLECTION_NAME_MAX}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // biome-ignore lint/a11y/noAutofocus: the rename field replaces the button the customer just pressed
          autoFocus={autoFocus}
          className="min-w-0 flex-1 rounded border border-gray-400 px-3 py-2 aria-[invalid=true]:border-danger"
        />
        {buttons(busy)}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
