"use client";
import { useTranslation } from "@/i18n/client";
import { useUi } from "@/modules/ui/ui-provider";
import type { ProductSummary } from "@/shared/social/types";
import { socialApi } from "../api";
import { useSocialAction } from "../use-social-action";
import { BookmarkIcon } from "./icons";
import { ProductActionButton } from "./product-action-button";

/**
 * Opens the collection picker with the customer's collections and the ones already holding the product. The
 * picker's code (with its form validation) loads on first use, so the button costs a listing page next to nothing.
 */
export function AddToCollectionButton({ product, onCard = false }: { product: ProductSummary; onCard?: boolean }) {
  const { t } = useTranslation("social");
  const { openSidePanel, closeSidePanel } = useUi();
  const { busy, run } = useSocialAction("collection");

  function open() {
    void run(
      () => Promise.all([socialApi.collections(), socialApi.productParams(product.id), import("./collection-picker")]),
      ([collections, params, { CollectionPicker }]) =>
        openSidePanel({
          title: t("picker.title"),
          content: <CollectionPicker product={product} collections={collections} selected={params.collectionIds} onDone={closeSidePanel} />,
        }),
    );
  }

  return (
    <ProductActionButton
      label={t("picker.open")}
      productName={product.name}
      icon={<BookmarkIcon />}
      onCard={onCard}
      cardIcon="bookmark"
      busy={busy}
      onClick={open}
      opensDialog
    />
  );
}
