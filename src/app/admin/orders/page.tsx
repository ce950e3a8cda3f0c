import Link from "next/link";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { AdminList, FilterSelect } from "@/modules/admin/components/admin-list";
import { pageParam } from "@/modules/admin/params";
import { type OrderStatus, orderStatuses } from "@/server/db/schema/commerce";
import { listAdminOrders } from "@/server/services/admin-orders";

const dateFormat = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium" });

type Params = { q?: string; status?: string; page?: string };

export default async function AdminOrders({ searchParams }: { searchParams: Promise<Params> }) {
  const { q = "", status, page: rawPage } = await searchParams;
  const filter = (orderStatuses as readonly string[]).includes(status ?? "") ? (status as OrderStatus) : undefined;
  const page = pageParam(rawPage);
  const { items, total } = await listAdminOrders({ query: q.slice(0, 120), status: filter, page });
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:orders.title")}</h1>
      <form className="mb-6 flex flex-wrap items-end gap-3" role="search">
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
        <button type="submit" className="rounded bg-neutral-900 px-4 py-2 text-white">
          {t("admin:common.filter")}
        </button>
      </form>
      <AdminList
        headings={[
          { key: "number", label: t("admin:orders.number") },
          { key: "email", label: t("admin:orders.email") },
          { key: "date", label: t("admin:orders.date") },
          { key: "status", label: t("admin:orders.statusColumn") },
          { key: "total", label: t("admin:orders.total"), end: true },
        ]}
        rowCount={items.length}
        paging={{ path: "/admin/orders", filters: { q, status: filter }, page, total }}
      >
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
      </AdminList>
    </>
  );
}
