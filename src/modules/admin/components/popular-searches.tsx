"use client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldClass, labelClass, primaryButton, secondaryButton } from "../styles";
import { FormError } from "./form-error";
import { useAdminAction } from "./use-admin-action";

type Row = { id: number; title: string; count: number; pinned: number };

const pinInput = `${fieldClass} w-20`;

/** One row of the table: rename, pin (order, 0 = not pinned) or delete a search. */
export function PopularSearchRow({ row }: { row: Row }) {
  const { t } = useTranslation("admin-settings");
  const action = useAdminAction();
  const [title, setTitle] = useState(row.title);
  const [pinned, setPinned] = useState(String(row.pinned));
  const save = () =>
    action.run("/api/admin/settings/popular-searches/save", { searchId: row.id, title, pinned: Number(pinned) }, t("admin:common.saved"));
  const remove = () => action.run("/api/admin/settings/popular-searches/delete", { searchId: row.id }, t("search.deleted"));
  return (
    <tr className="border-neutral-200 border-b align-top">
      <td className="p-2">
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-label={t("search.titleOf", { title: row.title })}
          maxLength={60}
          className={`${fieldClass} w-full`}
        />
        <FormError message={action.error} />
      </td>
      <td className="p-2 text-right">{row.count}</td>
      <td className="p-2">
        <input
          type="number"
          min={0}
          max={99}
          value={pinned}
          onChange={(e) => setPinned(e.target.value)}
          aria-label={t("search.pinnedOf", { title: row.title })}
          className={pinInput}
        />
      </td>
      <td className="p-2">
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={save} disabled={action.busy} className={primaryButton}>
            {t("admin:common.save")}
          </button>
          <button
            type="button"
            onClick={remove}
            disabled={action.busy}
            aria-label={t("search.deleteOf", { title: row.title })}
            className={secondaryButton}
          >
            {t("search.delete")}
          </button>
        </div>
      </td>
    </tr>
  );
}

export function PopularSearchAdd() {
  const { t } = useTranslation("admin-settings");
  const action = useAdminAction();
  const [title, setTitle] = useState("");
  const [pinned, setPinned] = useState("1");
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await action.run("/api/admin/settings/popular-searches/save", { title, pinned: Number(pinned) }, t("admin:common.saved")))
          setTitle("");
      }}
    >
      <label className={labelClass}>
        {t("search.newTitle")}
        <input value={title} onChange={(e) => setTitle(e.target.value)} required minLength={2} maxLength={60} className={fieldClass} />
      </label>
      <label className={labelClass}>
        {t("search.newPinned")}
        <input type="number" min={0} max={99} value={pinned} onChange={(e) => setPinned(e.target.value)} className={pinInput} />
      </label>
      <button type="submit" disabled={action.busy} className={primaryButton}>
        {t("search.add")}
      </button>
      <FormError message={action.error} />
    </form>
  );
}
