"use client";
import { useTranslation } from "@/i18n/client";
import type { Collection } from "@/shared/social/types";
import { socialApi } from "../api";
import { CollectionNameForm } from "./collection-name-form";

/** Creates a collection inline (name required); the server's refusal is shown under the field. */
export function NewCollectionForm({ onCreated }: { onCreated: (collection: Collection) => void }) {
  const { t } = useTranslation("social");
  return (
    <CollectionNameForm
      label={t("picker.newLabel")}
      placeholder={t("picker.newPlaceholder")}
      save={socialApi.saveCollection}
      onSaved={onCreated}
      clearOnSave
      buttons={(busy) => (
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="rounded border border-gray-900 px-4 py-2 font-semibold disabled:opacity-60"
        >
          {t("picker.create")}
        </button>
      )}
    />
  );
}
