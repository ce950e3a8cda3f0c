import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { ListFilters, SearchField } from "@/modules/admin/components/admin-panels";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import Link from "@/modules/ui/link";
import type { AdminProduct } from "@/server/catalog/manage/products";

/** Products, searchable by code or name, each linking to its editor. */
export function AdminProductList({ items, total, q, page }: { items: AdminProduct[]; total: number; q: string; page: number }) {
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:products.title")}</h1>
      <ListFilters submitLabel={t("admin:common.search")} search>
        <SearchField label={t("admin:products.searchLabel")} value={q} />
      </ListFilters>
      <AdminTable
        rows={items}
        total={total}
        paging={{ path: "/admin/products", filters: { q }, page }}
        rowKey={(p) => p.id}
        columns={[
          { header: t("admin:products.code"), className: "font-mono text-sm", cell: (p) => p.code },
          {
            header: t("admin:products.name"),
            cell: (p) => (
              <Link href={`/admin/products/${p.id}`} className={adminLink}>
                {p.name}
              </Link>
            ),
          },
          { header: t("admin:products.price"), numeric: true, cell: (p) => formatPrice(p.salesPrice) },
          { header: t("admin:products.stock"), numeric: true, cell: (p) => p.stock },
          { header: t("admin:products.active"), cell: (p) => t(p.isActive ? "admin:common.yes" : "admin:common.no") },
        ]}
      />
    </>
  );
}
