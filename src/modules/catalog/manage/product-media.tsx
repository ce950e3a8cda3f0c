"use client";
import Image from "next/image";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { secondaryButton, TextField } from "@/modules/admin/components/fields";
import { FileUpload, ImageUpload } from "@/modules/admin/components/file-upload";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import type { AdminProductMedia } from "@/server/catalog/manage/product-media";
import { PDF_MAX_BYTES } from "@/shared/uploads";

/**
 * The product's photos (the first is the card image): move earlier or later, delete, upload; and its PDF
 * documents: delete, upload with a title. Every action is saved at once and the storefront shows it next.
 */
export function ProductMedia({ productId, media }: { productId: number; media: AdminProductMedia }) {
  const { t } = useTranslation("admin");
  const { busy, call } = useAdminCall({ toastErrors: true });
  const [title, setTitle] = useState("");
  const ids = media.images.map((i) => i.id);

  const move = (from: number, to: number) => {
    const order = [...ids];
    [order[from], order[to]] = [order[to]!, order[from]!];
    return call("/api/admin/products/images/reorder", { productId, imageIds: order }, { success: "media.reordered" });
  };

  return (
    <>
      <section aria-labelledby="product-images" className="mt-10 flex flex-col gap-4">
        <h2 id="product-images" className="font-semibold text-xl">
          {t("media.images")}
        </h2>
        {media.images.length === 0 && <p>{t("media.noImages")}</p>}
        <ol className="flex flex-wrap gap-4">
          {media.images.map((image, i) => {
            const position = i + 1;
            return (
              <li key={image.id} className="flex w-36 flex-col gap-2">
                <Image
                  src={image.url}
                  alt={t("media.imageAlt", { position })}
                  width={144}
                  height={192}
                  className="aspect-[3/4] w-36 rounded border border-neutral-200 object-cover"
                />
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    disabled={busy || i === 0}
                    onClick={() => move(i, i - 1)}
                    className={secondaryButton}
                    aria-label={t("media.moveUp", { position })}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    disabled={busy || i === ids.length - 1}
                    onClick={() => move(i, i + 1)}
                    className={secondaryButton}
                    aria-label={t("media.moveDown", { position })}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => call("/api/admin/products/images/delete", { imageId: image.id }, { success: "media.deleted" })}
                    className={secondaryButton}
                  >
                    {t("media.delete", { position })}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <ImageUpload
          label={t("media.imageFile")}
          hint={t("media.uploadHint")}
          path="/api/admin/products/images/upload"
          body={(file) => ({ productId, file })}
          success="media.uploaded"
          submitLabel={t("media.upload")}
        />
      </section>

      <section aria-labelledby="product-attachments" className="mt-10 flex flex-col gap-4">
        <h2 id="product-attachments" className="font-semibold text-xl">
          {t("media.attachments")}
        </h2>
        {media.attachments.length === 0 && <p>{t("media.noAttachments")}</p>}
        <ul className="flex flex-col gap-2">
          {media.attachments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3">
              <a href={a.url} className="text-orange-800 underline">
                {a.title}
              </a>
              <button
                type="button"
                disabled={busy}
                onClick={() => call("/api/admin/products/attachments/delete", { attachmentId: a.id }, { success: "media.deleted" })}
                className={secondaryButton}
              >
                {t("media.deleteAttachment", { title: a.title })}
              </button>
            </li>
          ))}
        </ul>
        <FileUpload
          label={t("media.attachmentFile")}
          hint={t("media.attachmentHint")}
          accept="application/pdf"
          maxBytes={PDF_MAX_BYTES}
          tooLarge="media.errors.pdfTooLarge"
          path="/api/admin/products/attachments/upload"
          body={(file) => ({ productId, title, file })}
          success="media.attached"
          submitLabel={t("media.attach")}
        >
          <TextField label={t("media.attachmentTitle")} value={title} onChange={setTitle} maxLength={120} required />
        </FileUpload>
      </section>
    </>
  );
}
