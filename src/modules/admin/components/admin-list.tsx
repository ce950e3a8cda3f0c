import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import { fieldClass, labelClass, panelClass } from "../styles";
import { AdminPagination } from "./admin-pagination";

type Heading = { key: string; label: ReactNode; end?: boolean };
type Paging = { path: string; filters: Record<string, string | undefined>; page: number; total: number };

/** A back-office list: the number of records, the table (rows are the children), "no records", and page links. */
export function AdminList({
  headings,
  rowCount,
  paging,
  children,
}: {
  headings: Heading[];
  rowCount: number;
  paging?: Paging;
  children: ReactNode;
}) {
  return (
    <>
      {paging && <p className="mb-2 text-neutral-700 text-sm">{t("admin:common.total", { count: paging.total })}</p>}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left">
          <thead>
            <tr className="border-neutral-300 border-b">
              {headings.map((h) => (
                <th key={h.key} className={`p-2 ${h.end ? "text-right" : ""}`}>
                  {h.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {rowCount === 0 && <p className="mt-4">{t("admin:common.empty")}</p>}
      {paging && <AdminPagination {...paging} />}
    </>
  );
}

/** A list filter of a GET form: "all" first, then the options; the page reads the value back from the query. */
export function FilterSelect({
  name,
  label,
  value,
  allLabel,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className={labelClass}>
      {label}
      <select name={name} defaultValue={value ?? ""} className={fieldClass}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A titled white panel of a detail page; its heading names the region. */
export function AdminPanel({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${panelClass} ${className}`}>
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
