"use client";
import { useTranslation } from "@/i18n/client";
import type { Collection } from "@/shared/social/types";
import { socialApi } from "../api";
import { CollectionNameForm } from "../components/collection-name-form";

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
  return (
    <CollectionNameForm
      label={t("collections.newName", { name: collection.name })}
      initial={collection.name}
      save={(name) => socialApi.saveCollection(name, collection.id)}
      onSaved={onSaved}
      autoFocus
      buttons={(busy) => (
        <>
          <button type="submit" disabled={busy} className="rounded bg-primary-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
            {t("collections.save")}
          </button>
          <button type="button" onClick={onCancel} className="rounded border border-gray-300 px-4 py-2 font-semibold">
            {t("collections.cancel")}
          </button>
        </>
      )}
    />
  );
}
