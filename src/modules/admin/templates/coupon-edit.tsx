import { t } from "@/i18n/server";
import type { AdminCoupon } from "@/server/admin/coupons";
import { CouponForm } from "../components/coupon-form";
import { AdminPageHeader } from "./admin-page-header";

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
