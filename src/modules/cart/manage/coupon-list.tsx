import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatDateTime } from "@/lib/shop-time";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import Link from "@/modules/ui/link";
import type { AdminCoupon } from "@/server/cart/manage/coupons";
import { CouponActiveToggle } from "./coupon-form";

const when = (d: Date | null) => (d ? formatDateTime(d) : t("admin:coupons.noDate"));
const discount = (c: AdminCoupon) => (c.kind === "percent" ? t("admin:coupons.percentOff", { value: c.value }) : formatPrice(c.value));

/** Every coupon with its discount, validity and use, and a switch to turn it off or on. */
export function AdminCouponList({ coupons }: { coupons: AdminCoupon[] }) {
  return (
    <>
      <AdminPageHeader title={t("admin:coupons.title")} action={{ href: "/admin/coupons/new", label: t("admin:coupons.new") }} />
      <AdminTable
        rows={coupons}
        rowKey={(c) => c.id}
        columns={[
          {
            header: t("admin:coupons.code"),
            className: "font-mono",
            cell: (c) => (
              <Link href={`/admin/coupons/${c.id}`} className={adminLink}>
                {c.code}
              </Link>
            ),
          },
          { header: t("admin:coupons.value"), numeric: true, cell: discount },
          { header: t("admin:coupons.minSubtotal"), numeric: true, cell: (c) => formatPrice(c.minSubtotal) },
          { header: t("admin:coupons.validity"), cell: (c) => `${when(c.startsAt)} – ${when(c.expiresAt)}` },
          {
            header: t("admin:coupons.usage"),
            numeric: true,
            cell: (c) => t("admin:coupons.usageValue", { used: c.usedCount, limit: c.usageLimit ?? t("admin:coupons.unlimited") }),
          },
          { header: t("admin:coupons.state"), cell: (c) => t(`admin:coupons.states.${c.state}`) },
          { header: t("admin:coupons.actions"), cell: (c) => <CouponActiveToggle couponId={c.id} code={c.code} isActive={c.isActive} /> },
        ]}
      />
    </>
  );
}
