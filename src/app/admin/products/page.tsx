import Link from "next/link";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { AdminList } from "@/modules/admin/components/admin-list";
import { pageParam } from "@/modules/admin/params";
import { listAdminProducts } from "@/server/services/admin-catalog";

export default async function AdminProducts({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
  const { q = "", page: rawPage } = await searchParams;
  const page = pageParam(rawPage);
  const { items, total } = await listAdminProducts(q.slice(0, 120), page);
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
      <AdminList
        headings={[
          { key: "code", label: t("admin:products.code") },
          { key: "name", label: t("admin:products.name") },
          { key: "price", label: t("admin:products.price"), end: true },
          { key: "stock", label: t("admin:products.stock"), end: true },
          { key: "active", label: t("admin:products.active") },
        ]}
        rowCount={items.length}
        paging={{ path: "/admin/products", filters: { q }, page, total }}
      >
        {items.map((p) => (
          <tr key={p.id} className="border-b border-neutral-200">
            <td className="p-2 font-mono text-sm">{p.code}</td>
            <td className="p-2">
              <Link href={`/admin/products/${p.id}`} className="text-orange-800 underline">
                {p.name}
              </Link>
            </td>
            <td className="p-2 text-right">{formatPrice(p.salesPrice)}</td>
            <td className="p-2 text-right">{p.stock}</td>
            <td className="p-2">{t(p.isActive ? "admin:common.yes" : "admin:common.no")}</td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
