import Link from "next/link";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { staffPage } from "@/server/services/admin-access";
import { listAdminProducts } from "@/server/services/admin-catalog";

export default staffPage(async function AdminProducts({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const { q = "" } = await searchParams;
  const { items, total } = await listAdminProducts(q.slice(0, 120));
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:products.title")}</h1>
      <form className="mb-6 flex flex-wrap items-end gap-3" role="search">
        <label className="flex flex-col text-sm">
          {t("admin:products.searchLabel")}
          <input name="q" defaultValue={q} type="search" className="rounded border border-neutral-400 p-2 text-base" />
        </label>
        <button type="submit" className="rounded bg-neutral-900 px-4 py-2 text-white">
          {t("admin:common.search")}
        </button>
      </form>
      <AdminTable
        rows={items}
        total={total}
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
