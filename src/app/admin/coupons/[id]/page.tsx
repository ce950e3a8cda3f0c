import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { CouponForm } from "@/modules/admin/components/coupon-form";
import { routeId } from "@/modules/admin/route-id";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { getAdminCoupon } from "@/server/admin/coupons";

export default staffPage(async function AdminCoupon({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const coupon = id ? await getAdminCoupon(id) : null;
  if (!coupon) notFound();
  return (
    <>
      <AdminPageHeader
        title={t("admin:coupons.editTitle", { code: coupon.code })}
        back={{ href: "/admin/coupons", label: t("admin:coupons.back") }}
      />
      <CouponForm key={JSON.stringify(coupon)} coupon={coupon} />
    </>
  );
});
