import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { CouponForm } from "@/modules/admin/components/coupon-form";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";

export default staffPage(function NewCoupon() {
  return (
    <>
      <AdminPageHeader title={t("admin:coupons.newTitle")} back={{ href: "/admin/coupons", label: t("admin:coupons.back") }} />
      <CouponForm />
    </>
  );
});
