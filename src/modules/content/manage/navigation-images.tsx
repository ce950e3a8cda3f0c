"use client";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useTranslation } from "@/i18n/client";
import { isUnoptimized } from "@/lib/image-source";
import { FormError, secondaryButton } from "@/modules/admin/components/fields";
import { ImageUpload } from "@/modules/admin/components/file-upload";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { navigationFormValues } from "@/shared/content/manage-navigation";

type Saved = Parameters<typeof navigationFormValues>[0] & { id: number };

/** The item's images (mega-menu tile, slide or popup): each removable at once, and an upload that adds one. */
export function NavigationImages({ item }: { item: Saved }) {
  const { t } = useTranslation("admin");
  const { busy, call } = useAdminCall({ toastErrors: true });
  const remove = (url: string) =>
    call(
      "/api/admin/navigation/update",
      { itemId: item.id, ...navigationFormValues(item), images: item.images.filter((u) => u !== url) },
      { success: "common.saved" },
    );
  return (
    <section aria-labelledby="navigation-images" className="mt-10 flex flex-col gap-4">
      <h2 id="navigation-images" className="font-semibold text-xl">
        {t("navigation.imageList")}
      </h2>
      {item.images.length === 0 && <p>{t("navigation.noImages")}</p>}
      <ul className="flex flex-wrap gap-4">
        {item.images.map((url, i) => (
          <li key={url} className="flex flex-col items-start gap-2">
            <Image
              src={url}
              alt={`${item.name} ${i + 1}`}
              width={180}
              height={120}
              unoptimized={isUnoptimized(url)}
              className="h-30 w-auto rounded border border-neutral-200"
            />
            <button type="button" disabled={busy} onClick={() => remove(url)} className={secondaryButton}>
              {t("navigation.removeImage")}
            </button>
          </li>
        ))}
      </ul>
      <ImageUpload
        label={t("navigation.imageFile")}
        hint={t("navigation.imageHint")}
        path="/api/admin/navigation/upload-image"
        body={(file) => ({ itemId: item.id, file })}
        success="navigation.uploaded"
        submitLabel={t("navigation.uploadImage")}
      />
    </section>
  );
}

/** Deletes the item after the browser's confirmation, then returns to the list. */
export function NavigationDelete({ itemId }: { itemId: number }) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const { busy, error, call } = useAdminCall();
  const remove = () => {
    if (!window.confirm(t("navigation.confirmDelete"))) return;
    return call(
      "/api/admin/navigation/delete",
      { itemId },
      { success: "navigation.deleted", onDone: () => router.push("/admin/navigation") },
    );
  };
  return (
    <div className="mt-10 flex flex-col gap-2">
      <button type="button" disabled={busy} onClick={remove} className="self-start rounded border border-red-700 px-4 py-2 text-red-800">
        {t("navigation.delete")}
      </button>
      <FormError message={error} />
    </div>
  );
}
