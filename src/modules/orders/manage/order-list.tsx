import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatDate } from "@/lib/shop-time";
import { FilterSelect, ListFilters, SearchField } from "@/modules/admin/components/admin-panels";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import Link from "@/modules/ui/link";
import type { listAdminOrders } from "@/server/orders/manage/orders";
import { type OrderListFilter, orderListFilters } from "@/shared/orders";
import { LabelsForm } from "./labels-form";

type Orders = Awaited<ReturnType<typeof listAdminOrders>>;

/**
 * Orders, newest first: searchable by number or e-mail, filtered by status or by the queue to prepare; those with a
 * carrier label are ticked to print their labels as one PDF.
 */
export function AdminOrderList({
  items,
  total,
  q,
  status,
  page,
}: Orders & { q: string; status: OrderListFilter | undefined; page: number }) {
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:orders.title")}</h1>
      <ListFilters submitLabel={t("admin:common.filter")} search>
        <SearchField label={t("admin:orders.searchLabel")} value={q} />
        <FilterSelect
          name="status"
          label={t("admin:orders.statusFilter")}
          value={status}
          allLabel={t("admin:orders.allStatuses")}
          options={orderListFilters.map((s) => ({ value: s, label: t(`admin:orders.status.${s}`) }))}
        />
      </ListFilters>
      <LabelsForm label={t("aftersale:admin.carrierParcel.printSelected")}>
        <AdminTable
          rows={items}
          total={total}
          paging={{ path: "/admin/orders", filters: { q, status }, page }}
          rowKey={(o) => o.id}
          columns={[
            {
              header: t("aftersale:admin.carrierParcel.labelColumn"),
              cell: (o) =>
                o.hasLabel ? (
                  <input
                    type="checkbox"
                    name="orders"
                    value={o.id}
                    aria-label={t("aftersale:admin.carrierParcel.pick", { number: o.number })}
                    className="size-5"
                  />
                ) : null,
            },
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
      </LabelsForm>
    </>
  );
}
