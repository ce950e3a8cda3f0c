"use client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/modules/cart/cart-api";
import { useUi } from "@/modules/ui/ui-provider";
import { socialApi } from "../api";
import type { ProductSummary } from "../types";
import { REDIRECTED, useSignedInCall } from "../use-signed-in-call";
import { CollectionPicker } from "./collection-picker";
import { BookmarkIcon } from "./icons";
import { useSocialToasts } from "./product-toast";

/** Opens the collection picker with the customer's collections and the ones already holding the product. */
export function AddToCollectionButton({ product }: { product: ProductSummary }) {
  const { t } = useTranslation("social");
  const { openSidePanel, closeSidePanel } = useUi();
  const toasts = useSocialToasts();
  const signedIn = useSignedInCall();
  const [busy, setBusy] = useState(false);

  async function open() {
    if (busy) return;
    setBusy(true);
    try {
      const loaded = await signedIn(() => Promise.all([socialApi.collections(), socialApi.productParams(product.id)]));
      if (loaded === REDIRECTED) return;
      const [collections, params] = loaded;
      openSidePanel({
        title: t("picker.title"),
        content: <CollectionPicker product={product} collections={collections} selected={params.collectionIds} onDone={closeSidePanel} />,
      });
    } catch (error) {
      toasts.error(errorMessage(error) || t("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={open}
      aria-busy={busy}
      aria-haspopup="dialog"
      className="inline-flex items-center gap-2 rounded border border-gray-300 px-4 py-2 font-semibold text-gray-900 hover:border-primary-600 hover:text-primary-800"
    >
      <BookmarkIcon />
      <span>{t("picker.open")}</span>
    </button>
  );
}
