import Link from "next/link";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
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
      <p className="mb-2 text-neutral-700 text-sm">{t("admin:common.total", { count: total })}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left">
          <thead>
            <tr className="border-b border-neutral-300">
              <th className="p-2">{t("admin:products.code")}</th>
              <th className="p-2">{t("admin:products.name")}</th>
              <th className="p-2 text-right">{t("admin:products.price")}</th>
              <th className="p-2 text-right">{t("admin:products.stock")}</th>
              <th className="p-2">{t("admin:products.active")}</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
      {items.length === 0 && <p className="mt-4">{t("admin:common.empty")}</p>}
    </>
  );
});
