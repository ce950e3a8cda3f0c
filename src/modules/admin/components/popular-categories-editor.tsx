"use client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldClass, labelClass, primaryButton, secondaryButton } from "../styles";
import { FormError } from "./form-error";
import { useAdminAction } from "./use-admin-action";

type Category = { key: number; title: string; href: string };

/** The dropdown's category links, in order: edit, reorder, add, remove, then save the whole list. */
export function PopularCategoriesEditor({ initial }: { initial: { title: string; href: string }[] }) {
  const { t } = useTranslation("admin-settings");
  const action = useAdminAction();
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
        void action.run(
          "/api/admin/settings/popular-categories/save",
          { categories: rows.map(({ title, href }) => ({ title, href })) },
          t("admin:common.saved"),
        );
      }}
    >
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className="flex flex-wrap items-end gap-3 rounded border border-neutral-200 p-3">
              <legend className="px-1 text-sm">{t("search.row", { n: index + 1 })}</legend>
              <label className={labelClass}>
                {t("search.categoryTitle")}
                <input
                  value={row.title}
                  onChange={(e) => update(row.key, { title: e.target.value })}
                  required
                  minLength={2}
                  maxLength={60}
                  className={fieldClass}
                />
              </label>
              <label className={labelClass}>
                {t("search.categoryHref")}
                <input
                  value={row.href}
                  onChange={(e) => update(row.key, { href: e.target.value })}
                  required
                  pattern="/[^/\s].*|/"
                  maxLength={200}
                  placeholder={t("search.categoryHrefHint")}
                  className={fieldClass}
                />
              </label>
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
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => {
            setRows([...rows, { key: nextKey, title: "", href: "/" }]);
            setNextKey(nextKey + 1);
          }}
          disabled={rows.length >= 12}
          className={secondaryButton}
        >
          {t("search.addCategory")}
        </button>
        <button type="submit" disabled={action.busy} className={primaryButton}>
          {t("search.saveCategories")}
        </button>
      </div>
      <FormError message={action.error} />
    </form>
  );
}
