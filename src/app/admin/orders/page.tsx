import Link from "next/link";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatDate } from "@/lib/shop-time";
import { staffPage } from "@/modules/admin/access";
import { FilterSelect, ListFilters } from "@/modules/admin/components/admin-panels";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { pageParam } from "@/modules/admin/params";
import { listAdminOrders } from "@/server/admin/orders";
import { type OrderStatus, orderStatuses } from "@/shared/orders";

type Params = { q?: string; status?: string; page?: string };

export default staffPage(async function AdminOrders({ searchParams }: { searchParams: Promise<Params> }) {
  const { q = "", status, page: rawPage } = await searchParams;
  const filter = (orderStatuses as readonly string[]).includes(status ?? "") ? (status as OrderStatus) : undefined;
  const page = pageParam(rawPage);
  const { items, total } = await listAdminOrders({ query: q.slice(0, 120), status: filter, page });
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:orders.title")}</h1>
      <ListFilters submitLabel={t("admin:common.filter")} search>
        <label className="flex flex-col text-sm">
          {t("admin:orders.searchLabel")}
          <input name="q" defaultValue={q} type="search" className="rounded border border-neutral-400 p-2 text-base" />
        </label>
        <FilterSelect
          name="status"
          label={t("admin:orders.statusFilter")}
          value={filter}
          allLabel={t("admin:orders.allStatuses")}
          options={orderStatuses.map((s) => ({ value: s, label: t(`admin:orders.status.${s}`) }))}
        />
      </ListFilters>
      <AdminTable
        rows={items}
        total={total}
        paging={{ path: "/admin/orders", filters: { q, status: filter }, page }}
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
          { header: t("admin:orders.date"), cell: (o) => formatDate(o.createdAt) },
          { header: t("admin:orders.statusColumn"), cell: (o) => t(`admin:orders.status.${o.status}`) },
          { header: t("admin:orders.total"), numeric: true, cell: (o) => formatPrice(o.grandTotal) },
        ]}
      />
    </>
  );
});
