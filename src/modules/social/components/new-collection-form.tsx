"use client";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { socialApi } from "../api";
import { COLLECTION_NAME_MAX } from "../schemas";
import type { Collection } from "../types";
import { useCollectionName } from "../use-collection-name";

/** Creates a collection inline (SPEC §5: name required); the server's refusal is shown under the field. */
export function NewCollectionForm({ onCreated }: { onCreated: (collection: Collection) => void }) {
  const { t } = useTranslation("social");
  const id = useId();
  const form = useCollectionName("", socialApi.saveCollection, (created) => {
    form.setName("");
    onCreated(created);
  });

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={`${id}-name`} className="font-semibold">
        {t("picker.newLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-name`}
          value={form.name}
          onChange={(event) => form.setName(event.target.value)}
          maxLength={COLLECTION_NAME_MAX}
          placeholder={t("picker.newPlaceholder")}
          aria-invalid={form.error ? true : undefined}
          aria-describedby={form.error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded border border-gray-400 px-3 py-2 aria-[invalid=true]:border-danger"
        />
        <button
          type="submit"
          disabled={form.busy}
          aria-busy={form.busy}
          className="rounded border border-gray-900 px-4 py-2 font-semibold disabled:opacity-60"
        >
          {t("picker.create")}
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
