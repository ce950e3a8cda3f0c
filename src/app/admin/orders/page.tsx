import Link from "next/link";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
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
      <AdminTable
        rows={items}
        total={total}
        rowKey={(o) => o.id}
        columns={[
          {
            header: t("admin:orders.number"),
            cell: (o) => (
              <Link href={`/admin/orders/${o.id}`} className={adminLink}>
                {o.number}
              </Link>
            ),
          },
          { header: t("admin:orders.email"), cell: (o) => o.email },
          { header: t("admin:orders.date"), cell: (o) => dateFormat.format(o.createdAt) },
          { header: t("admin:orders.statusColumn"), cell: (o) => t(`admin:orders.status.${o.status}`) },
          { header: t("admin:orders.total"), numeric: true, cell: (o) => formatPrice(o.grandTotal) },
        ]}
      />
    </>
  );
});
