import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import { AdminPagination } from "./admin-pagination";

/** Links inside admin tables and pages. */
export const adminLink = "text-orange-800 underline";

export type AdminColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
  className?: string;
};

/** The back office's list: a record count, a horizontally scrolling table, and a note when nothing matched. Server only. */
export function AdminTable<T>({
  rows,
  columns,
  rowKey,
  total,
  paging,
}: {
  rows: T[];
  columns: AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Matching records when the table shows one page of them. */
  total?: number;
  /** Page links under the table (25 rows a page), keeping the list's filters. */
  paging?: { path: string; filters: Record<string, string | undefined>; page: number };
}) {
  const align = (c: AdminColumn<T>) => ["p-2", c.numeric && "text-right", c.className].filter(Boolean).join(" ");
  return (
    <>
      <p className="mb-2 text-neutral-700 text-sm">{t("admin:common.total", { count: total ?? rows.length })}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left">
          <thead>
            <tr className="border-b border-neutral-300">
              {columns.map((c) => (
                <th key={c.header} className={align(c)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-neutral-200">
                {columns.map((c) => (
                  <td key={c.header} className={align(c)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="mt-4">{t("admin:common.empty")}</p>}
      {paging && <AdminPagination {...paging} total={total ?? rows.length} />}
    </>
  );
}
