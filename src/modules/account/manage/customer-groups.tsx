import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { AdminPanel } from "@/modules/admin/components/admin-panels";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import Link from "@/modules/ui/link";
import type { AdminGroup, AdminGroupDetail } from "@/server/account/manage/customer-groups";
import { CustomerGroupForm, GroupMemberForm, RemoveMemberButton } from "./customer-group-forms";

/** Every customer group with its discount, members and fixed prices, and a form for a new one. */
export function AdminCustomerGroups({ groups }: { groups: AdminGroup[] }) {
  return (
    <>
      <AdminPageHeader title={t("admin:groups.title")} />
      <p className="-mt-4 mb-6 max-w-3xl text-neutral-700">{t("admin:groups.intro")}</p>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <AdminTable
          rows={groups}
          rowKey={(g) => g.id}
          columns={[
            {
              header: t("admin:groups.name"),
              cell: (g) => (
                <Link href={`/admin/customer-groups/${g.id}`} className={adminLink}>
                  {g.name}
                </Link>
              ),
            },
            { header: t("admin:groups.percent"), numeric: true, cell: (g) => String(g.discountPercent) },
            { header: t("admin:groups.members"), numeric: true, cell: (g) => String(g.memberCount) },
            { header: t("admin:groups.prices"), numeric: true, cell: (g) => String(g.priceCount) },
          ]}
        />
        <AdminPanel id="new-group" title={t("admin:groups.new")}>
          <CustomerGroupForm />
        </AdminPanel>
      </div>
    </>
  );
}

/** One group: its terms, its members (add by e-mail, remove) and the fixed prices set on the product forms. */
export function AdminCustomerGroup({ group }: { group: AdminGroupDetail }) {
  return (
    <>
      <AdminPageHeader title={group.name} back={{ href: "/admin/customer-groups", label: t("admin:groups.title") }} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel id="group-terms" title={t("admin:groups.title")}>
          <CustomerGroupForm groupId={group.id} name={group.name} discountPercent={group.discountPercent} />
        </AdminPanel>
        <AdminPanel id="group-members" title={t("admin:groups.members")}>
          {group.members.length === 0 ? (
            <p className="mb-3 text-sm text-neutral-700">{t("admin:groups.noMembers")}</p>
          ) : (
            <ul className="mb-4 flex flex-col gap-2">
              {group.members.map((m) => (
                <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {m.name} · {m.email}
                  </span>
                  <RemoveMemberButton email={m.email} name={m.name} />
                </li>
              ))}
            </ul>
          )}
          <GroupMemberForm groupId={group.id} />
        </AdminPanel>
      </div>
      <AdminPanel id="group-prices" title={t("admin:groups.prices")} className="mt-6">
        <AdminTable
          rows={group.prices}
          rowKey={(p) => `${p.productId}:${p.variantId ?? ""}`}
          columns={[
            {
              header: t("admin:groups.product"),
              cell: (p) => (
                <Link href={`/admin/products/${p.productId}`} className={adminLink}>
                  {p.productName}
                </Link>
              ),
            },
            { header: t("admin:groups.code"), className: "font-mono", cell: (p) => p.code },
            { header: t("admin:groups.price"), numeric: true, cell: (p) => formatPrice(p.price) },
          ]}
        />
      </AdminPanel>
    </>
  );
}
