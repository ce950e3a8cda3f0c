"use client";
import { useState } from "react";
import { AddTranslations, useTranslation } from "@/i18n/client";
import type { Collection, ProductSummary } from "@/shared/social/types";
import social from "../../../../public/locales/tr/social.json";
import { socialApi } from "../api";
import { COLLECTIONS_PATH, collectionPath } from "../paths";
import { useSocialAction } from "../use-social-action";
import { NewCollectionForm } from "./new-collection-form";

type PickerProps = { product: ProductSummary; collections: Collection[]; selected: string[]; onDone: () => void };

/** Cards carry only their buttons' texts: the picker, loaded on first use, brings the rest of `social`. */
const resources = { social };

/** Toggling an id adds or removes it. */
export const toggleId = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/**
 * Picking a product's collections, shown in the side panel (a bottom sheet on phones): the customer's collections
 * as checkboxes, pre-checked where the product already is; Save submits the full selected set. The price
 * alarm has its own button and is not listed.
 */
export function CollectionPicker(props: PickerProps) {
  return (
    <AddTranslations id="social" resources={resources}>
      <Picker {...props} />
    </AddTranslations>
  );
}

function Picker({ product, collections: initial, selected: initialSelected, onDone }: PickerProps) {
  const { t } = useTranslation("social");
  const { busy, run, toasts } = useSocialAction("collection");
  const [collections, setCollections] = useState(() => initial.filter((c) => !c.isAlarm));
  const [selected, setSelected] = useState(initialSelected);

  function created(collection: Collection) {
    setCollections((list) => [...list, collection]);
    setSelected((ids) => [...ids, collection.id]);
  }

  function save() {
    void run(
      () => socialApi.saveProductCollections(product.id, selected),
      () => {
        onDone();
        const added = selected.filter((id) => !initialSelected.includes(id));
        const removed = initialSelected.filter((id) => !selected.includes(id));
        if (added.length > 0)
          toasts.product("collectionAdded", product, added.length === 1 ? collectionPath(added[0] as string) : COLLECTIONS_PATH);
        else if (removed.length > 0) toasts.product("collectionRemoved", product, COLLECTIONS_PATH);
      },
      t("errors.collectionAdd"),
    );
  }

  return (
    <div className="flex flex-col gap-6 p-4">
      <fieldset>
        <legend className="mb-2 font-semibold">{t("picker.legend")}</legend>
        {collections.length === 0 ? (
          <p className="text-sm text-gray-700">{t("picker.empty")}</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded border border-gray-200">
            {collections.map((c) => (
              <li key={c.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-3 hover:bg-gray-50">
                  <input
                    type="checkbox"
                    checked={selected.includes(c.id)}
                    onChange={() => setSelected((ids) => toggleId(ids, c.id))}
                    className="size-5 accent-primary-700"
                  />
                  <span className="min-w-0 flex-1 truncate">{c.name}</span>
                  <span className="text-sm text-gray-700">{t("collections.itemCount", { count: c.itemCount })}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <NewCollectionForm onCreated={created} />
      <button
        type="button"
        onClick={save}
        disabled={busy}
        aria-busy={busy}
        className="rounded bg-primary-700 px-4 py-3 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {t("picker.save")}
      </button>
    </div>
  );
}
