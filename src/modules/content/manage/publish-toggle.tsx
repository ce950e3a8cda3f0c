"use client";
import { useTranslation } from "@/i18n/client";
import { primaryButton, secondaryButton } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

/** Publishes or unpublishes a post or page; `target` names it for the route ({postId} or {pageId}). */
export function PublishToggle({ path, target, published }: { path: string; target: Record<string, number>; published: boolean }) {
  const { t } = useTranslation("admin-content");
  const { busy, call } = useAdminCall({ toastErrors: true });
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() =>
        call(path, { ...target, published: !published }, { success: `admin-content:${published ? "unpublished" : "published"}` })
      }
      className={published ? secondaryButton : primaryButton}
    >
      {t(published ? "unpublish" : "publish")}
    </button>
  );
}
