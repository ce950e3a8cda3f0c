"use client";
import { useTranslation } from "@/i18n/client";
import { useUi } from "@/modules/ui/ui-provider";
import { isDesktop } from "@/modules/ui/viewport";
import type { ProductSummary } from "@/shared/social/types";
import { socialApi } from "../api";
import { useSocialAction } from "../use-social-action";
import type { ImageShape } from "./review-form";

/**
 * "Değerlendirme Yaz": asks the server whether this customer may review the product and opens
 * the form only on ok; already_reviewed and must_be_purchased are explained in an information toast (a
 * rule of the shop, not an error). The form's code
 * (react-hook-form, zod) loads with the first press, not with the page.
 */
export function ReviewButton({ product, imageShape }: { product: ProductSummary; imageShape: ImageShape }) {
  const { t } = useTranslation("social");
  const { openModal, closeModal, openSidePanel, closeSidePanel } = useUi();
  const { busy, run, toasts } = useSocialAction("review");

  function start() {
    void run(
      () => Promise.all([socialApi.checkReviewCreate(product.id), import("./review-form")]),
      ([answer, { ReviewForm }]) => {
        if (answer.status !== "ok") {
          toasts.notice(answer.message, answer.code === "must_be_purchased" ? t("errors.must_be_purchased_explanation") : undefined);
          return;
        }
        const title = t("review.title");
        if (isDesktop()) openModal({ title, content: <ReviewForm product={product} imageShape={imageShape} onDone={closeModal} /> });
        else openSidePanel({ title, content: <ReviewForm product={product} imageShape={imageShape} onDone={closeSidePanel} /> });
      },
    );
  }

  return (
    <button
      type="button"
      onClick={start}
      aria-busy={busy}
      aria-haspopup="dialog"
      className="rounded border border-gray-900 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-900 hover:text-white"
    >
      {t("review.open")}
    </button>
  );
}
