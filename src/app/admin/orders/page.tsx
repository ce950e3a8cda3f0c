import Link from "next/link";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { type OrderStatus, orderStatuses } from "@/server/db/schema/commerce";
import { staffPage } from "@/server/services/admin-access";
import { listAdminOrders } from "@/server/services/admin-orders";

const dateFormat = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium" });

export default staffPage(async function AdminOrders({ searchParams }: { searchParams: Promise<{ q?: string; status?: string }> }) {
  const { q = "", status } = await searchParams;
  const filter = (orderStatuses as readonly string[]).includes(status ?? "") ? (status as OrderStatus) : undefined;
  const { items, total } = await listAdminOrders({ query: q.slice(0, 120), status: filter });
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:orders.title")}</h1>
      <form className="mb-6 flex flex-wrap items-end gap-3" role="search">
        <label className="flex flex-col text-sm">
          {t("admin:orders.searchLabel")}
          <input name="q" defaultValue={q} type="search" className="rounded border border-neutral-400 p-2 text-base" />
        </label>
        <label className="flex flex-col text-sm">
          {t("admin:orders.statusFilter")}
          <select name="status" defaultValue={filter ?? ""} className="rounded border border-neutral-400 p-2 text-base">
            <option value="">{t("admin:orders.allStatuses")}</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`admin:orders.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-neutral-900 px-4 py-2 text-white">
          {t("admin:common.filter")}
        </button>
      </form>
      <p className="mb-2 text-neutral-700 text-sm">{t("admin:common.total", { count: total })}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left">
          <thead>
            <tr className="border-b border-neutral-300">
              <th className="p-2">{t("admin:orders.number")}</th>
              <th className="p-2">{t("admin:orders.email")}</th>
              <th className="p-2">{t("admin:orders.date")}</th>
              <th className="p-2">{t("admin:orders.statusColumn")}</th>
              <th className="p-2 text-right">{t("admin:orders.total")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((o) => (
              <tr key={o.id} className="border-b border-neutral-200">
                <td className="p-2">
                  <Link href={`/admin/orders/${o.id}`} className="text-orange-800 underline">
                    {o.number}
                  </Link>
                </td>
                <td className="p-2">{o.email}</td>
                <td className="p-2">{dateFormat.format(o.createdAt)}</td>
                <td className="p-2">{t(`admin:orders.status.${o.status}`)}</td>
                <td className="p-2 text-right">{formatPrice(o.grandTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {items.length === 0 && <p className="mt-4">{t("admin:common.empty")}</p>}
    </>
  );
});
