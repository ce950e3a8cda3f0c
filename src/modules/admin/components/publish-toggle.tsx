"use client";
import { useTranslation } from "react-i18next";
import { primaryButton, secondaryButton } from "../styles";
import { FormError } from "./form-error";
import { useAdminAction } from "./use-admin-action";

/** Publishes or unpublishes a post or page; `target` names it for the route ({postId} or {pageId}). */
export function PublishToggle({ path, target, published }: { path: string; target: Record<string, number>; published: boolean }) {
  const { t } = useTranslation("admin-content");
  const action = useAdminAction();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled={action.busy}
        onClick={() => action.run(path, { ...target, published: !published }, t(published ? "unpublished" : "published"))}
        className={`self-start ${published ? secondaryButton : primaryButton}`}
      >
        {t(published ? "unpublish" : "publish")}
      </button>
      <FormError message={action.error} />
    </div>
  );
}
