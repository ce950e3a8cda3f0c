"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage } from "@/modules/api/client";
import { useConfirm } from "@/modules/ui/confirm-dialog";
import Link from "@/modules/ui/link";
import type { Collection } from "@/shared/social/types";
import { socialApi } from "../api";
import { NewCollectionForm } from "../components/new-collection-form";
import { useSocialToasts } from "../components/product-toast";
import { collectionPath } from "../paths";
import { RenameCollectionForm } from "./rename-collection-form";

/** My Collections: each collection with its item count; the customer's own can be renamed and deleted (after a confirm). */
export function CollectionList({ collections: initial }: { collections: Collection[] }) {
  const { t } = useTranslation("social");
  const confirm = useConfirm();
  const toasts = useSocialToasts();
  const [collections, setCollections] = useState(initial);
  const [renaming, setRenaming] = useState<string | null>(null);

  const replace = (saved: Collection) => setCollections((list) => list.map((c) => (c.id === saved.id ? saved : c)));

  function askDelete(collection: Collection) {
    confirm({
      title: t("collections.deleteTitle"),
      description: t("collections.deleteText", { name: collection.name }),
      actionLabel: t("collections.delete"),
      onConfirm: async () => {
        try {
          await socialApi.deleteCollection(collection.id);
          setCollections((list) => list.filter((c) => c.id !== collection.id));
        } catch (error) {
          toasts.error(errorMessage(error) || t("errors.generic"));
          throw error;
        }
      },
    });
  }

  return (
    <div className="flex flex-col gap-8">
      <ul className="divide-y divide-gray-200 rounded border border-gray-200">
        {collections.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            {renaming === c.id ? (
              <RenameCollectionForm
                collection={c}
                onSaved={(saved) => {
                  replace(saved);
                  setRenaming(null);
                }}
                onCancel={() => setRenaming(null)}
              />
            ) : (
              <>
                <Link href={collectionPath(c.id)} className="min-w-0 flex-1 font-semibold hover:text-primary-800 hover:underline">
                  {c.name}
                </Link>
                <span className="text-sm text-gray-700">{t("collections.itemCount", { count: c.itemCount })}</span>
                {c.isAlarm || c.isBuyLater ? (
                  <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">{t("collections.system")}</span>
                ) : (
                  <span className="flex gap-2">
                    <button
                      type="button"
                      aria-label={t("actionOn", { action: t("collections.rename"), name: c.name })}
                      onClick={() => setRenaming(c.id)}
                      className="rounded px-2 py-1 text-sm font-semibold text-primary-800 hover:underline"
                    >
                      {t("collections.rename")}
                    </button>
                    <button
                      type="button"
                      aria-label={t("actionOn", { action: t("collections.delete"), name: c.name })}
                      onClick={() => askDelete(c)}
                      className="rounded px-2 py-1 text-sm font-semibold text-danger hover:underline"
                    >
                      {t("collections.delete")}
                    </button>
                  </span>
                )}
              </>
            )}
          </li>
        ))}
        {collections.length === 0 && <li className="px-4 py-6 text-center text-gray-700">{t("collections.empty")}</li>}
      </ul>
      <div className="max-w-md">
        <NewCollectionForm onCreated={(created) => setCollections((list) => [...list, created])} />
      </div>
    </div>
  );
}
