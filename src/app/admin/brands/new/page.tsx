import { t } from "@/i18n/server";
import { BrandForm } from "@/modules/admin/components/named-entity-form";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { staffPage } from "@/server/services/admin-access";

export default staffPage(function NewBrand() {
  return (
    <>
      <AdminPageHeader title={t("admin:brands.newTitle")} back={{ href: "/admin/brands", label: t("admin:brands.back") }} />
      <BrandForm />
    </>
  );
});
