"use client";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { socialApi } from "../api";
import { COLLECTION_NAME_MAX } from "../schemas";
import type { Collection } from "../types";
import { useCollectionName } from "../use-collection-name";

/** Renames in place; the name rules and the server's refusal read as in the create form. */
export function RenameCollectionForm({
  collection,
  onSaved,
  onCancel,
}: {
  collection: Collection;
  onSaved: (saved: Collection) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("social");
  const id = useId();
  const form = useCollectionName(collection.name, (name) => socialApi.saveCollection(name, collection.id), onSaved);

  return (
    <form onSubmit={form.submit} noValidate className="flex w-full flex-col gap-2">
      <label htmlFor={`${id}-name`} className="text-sm font-semibold">
        {t("collections.newName", { name: collection.name })}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-name`}
          value={form.name}
          onChange={(event) => form.setName(event.target.value)}
          maxLength={COLLECTION_NAME_MAX}
          aria-invalid={form.error ? true : undefined}
          aria-describedby={form.error ? `${id}-error` : undefined}
          // biome-ignore lint/a11y/noAutofocus: the field replaces the button the customer just pressed
          autoFocus
          className="min-w-0 flex-1 rounded border border-gray-400 px-3 py-2 aria-[invalid=true]:border-danger"
        />
        <button
          type="submit"
          disabled={form.busy}
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t("collections.save")}
        </button>
        <button type="button" onClick={onCancel} className="rounded border border-gray-300 px-4 py-2 font-semibold">
          {t("collections.cancel")}
        </button>
      </div>
      {form.error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {form.error}
        </p>
      )}
    </form>
  );
}
