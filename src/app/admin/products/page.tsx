import Link from "next/link";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { staffPage } from "@/modules/admin/access";
import { ListFilters } from "@/modules/admin/components/admin-panels";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { pageParam } from "@/modules/admin/params";
import { listAdminProducts } from "@/server/admin/products";

export default staffPage(async function AdminProducts({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
  const { q = "", page: rawPage } = await searchParams;
  const page = pageParam(rawPage);
  const { items, total } = await listAdminProducts(q.slice(0, 120), page);
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:products.title")}</h1>
      <ListFilters submitLabel={t("admin:common.search")} search>
        <label className="flex flex-col text-sm">
          {t("admin:products.searchLabel")}
          <input name="q" defaultValue={q} type="search" className="rounded border border-neutral-400 p-2 text-base" />
        </label>
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
});
