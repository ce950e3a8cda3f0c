"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, secondaryButton, TextField } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

type Row = { id: number; title: string; count: number; pinned: number };

const SAVE = "/api/admin/settings/popular-searches/save";

/** The words and the pin order (0 = not pinned) of one search, new when `row` is absent. */
function SearchFields({
  values,
  onChange,
}: {
  values: { title: string; pinned: string };
  onChange: (v: { title: string; pinned: string }) => void;
}) {
  const { t } = useTranslation("admin-settings");
  return (
    <>
      <TextField
        label={t("search.columns.title")}
        value={values.title}
        onChange={(title) => onChange({ ...values, title })}
        maxLength={60}
      />
      <TextField
        label={t("search.columns.pinned")}
        hint={t("search.pinnedHint")}
        type="number"
        min={0}
        max={99}
        value={values.pinned}
        onChange={(pinned) => onChange({ ...values, pinned })}
      />
    </>
  );
}

/** One search of the list: rename it, pin it (in order) or unpin it, or delete it. */
export function PopularSearchRow({ row }: { row: Row }) {
  const { t } = useTranslation("admin-settings");
  const { busy, error, call } = useAdminCall();
  const [values, setValues] = useState({ title: row.title, pinned: String(row.pinned) });
  return (
    <li>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void call(SAVE, { searchId: row.id, title: values.title, pinned: Number(values.pinned) }, { success: "admin:common.saved" });
        }}
      >
        <fieldset className="flex flex-wrap items-end gap-3 rounded border border-neutral-200 p-3">
          <legend className="px-1 font-medium">{t("search.legend", { title: row.title, count: row.count })}</legend>
          <SearchFields values={values} onChange={setValues} />
          <button type="submit" disabled={busy} className={primaryButton}>
            {t("admin:common.save")}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              call("/api/admin/settings/popular-searches/delete", { searchId: row.id }, { success: "admin-settings:search.deleted" })
            }
            className={secondaryButton}
          >
            {t("search.delete")}
          </button>
          <FormError message={error} />
        </fieldset>
      </form>
    </li>
  );
}

export function PopularSearchAdd() {
  const { t } = useTranslation("admin-settings");
  const { busy, error, call } = useAdminCall();
  const [values, setValues] = useState({ title: "", pinned: "1" });
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (await call(SAVE, { title: values.title, pinned: Number(values.pinned) }, { success: "admin:common.saved" }))
          setValues({ title: "", pinned: "1" });
      }}
    >
      <fieldset className="mt-4 flex flex-wrap items-end gap-3 rounded border border-neutral-300 border-dashed p-3">
        <legend className="px-1 font-medium">{t("search.newTitle")}</legend>
        <SearchFields values={values} onChange={setValues} />
        <button type="submit" disabled={busy} className={primaryButton}>
          {t("search.add")}
        </button>
        <FormError message={error} />
      </fieldset>
    </form>
  );
}
