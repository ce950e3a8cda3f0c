"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, secondaryButton, TextField } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

type Category = { key: number; title: string; href: string };

/** The dropdown's category links, in order: edit, reorder, add, remove, then save the whole list. */
export function PopularCategoriesEditor({ initial }: { initial: { title: string; href: string }[] }) {
  const { t } = useTranslation("admin-settings");
  const { busy, error, call } = useAdminCall();
  const [rows, setRows] = useState<Category[]>(() => initial.map((c, i) => ({ key: i, ...c })));
  const [nextKey, setNextKey] = useState(initial.length);
  const update = (key: number, change: Partial<Category>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    setRows(next);
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const categories = rows.map(({ title, href }) => ({ title, href }));
        void call("/api/admin/settings/popular-categories/save", { categories }, { success: "admin:common.saved" });
      }}
    >
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className="flex flex-wrap items-end gap-3 rounded border border-neutral-200 p-3">
              <legend className="px-1 text-sm">{t("search.row", { n: index + 1 })}</legend>
              <TextField
                label={t("search.categoryTitle")}
                value={row.title}
                onChange={(title) => update(row.key, { title })}
                maxLength={60}
              />
              <TextField
                label={t("search.categoryHref")}
                hint={t("search.categoryHrefHint")}
                value={row.href}
                onChange={(href) => update(row.key, { href })}
                maxLength={200}
              />
              <button type="button" onClick={() => move(index, -1)} disabled={index === 0} className={secondaryButton}>
                {t("search.moveUp")}
              </button>
              <button type="button" onClick={() => move(index, 1)} disabled={index === rows.length - 1} className={secondaryButton}>
                {t("search.moveDown")}
              </button>
              <button type="button" onClick={() => setRows(rows.filter((r) => r.key !== row.key))} className={secondaryButton}>
                {t("search.remove")}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => {
          setRows([...rows, { key: nextKey, title: "", href: "/" }]);
          setNextKey(nextKey + 1);
        }}
        disabled={rows.length >= 12}
        className={`self-start ${secondaryButton}`}
      >
        {t("search.addCategory")}
      </button>
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {t("search.saveCategories")}
      </button>
    </form>
  );
}
