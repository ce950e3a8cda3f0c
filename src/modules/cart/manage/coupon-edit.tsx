import { t } from "@/i18n/server";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { AdminCoupon } from "@/server/cart/manage/coupons";
import { CouponForm } from "./coupon-form";

const back = () => ({ href: "/admin/coupons", label: t("admin:coupons.back") });

export function AdminNewCoupon() {
  return (
    <>
      <AdminPageHeader title={t("admin:coupons.newTitle")} back={back()} />
      <CouponForm />
    </>
  );
}

export function AdminCouponEdit({ coupon }: { coupon: AdminCoupon }) {
  return (
    <>
      <AdminPageHeader title={t("admin:coupons.editTitle", { code: coupon.code })} back={back()} />
      <CouponForm key={JSON.stringify(coupon)} coupon={coupon} />
    </>
  );
}
