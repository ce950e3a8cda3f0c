import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { BrandForm } from "@/modules/admin/components/named-entity-form";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";

export default staffPage(function NewBrand() {
  return (
    <>
      <AdminPageHeader title={t("admin:brands.newTitle")} back={{ href: "/admin/brands", label: t("admin:brands.back") }} />
      <BrandForm />
    </>
  );
});
