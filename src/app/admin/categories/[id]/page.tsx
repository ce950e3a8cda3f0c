import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { CategoryForm } from "@/modules/admin/components/named-entity-form";
import { routeId } from "@/modules/admin/route-id";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { getAdminCategory } from "@/server/admin/categories";

export default staffPage(async function AdminCategory({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const category = id ? await getAdminCategory(id) : null;
  if (!category) notFound();
  return (
    <>
      <AdminPageHeader
        title={t("admin:categories.editTitle", { name: category.name })}
        back={{ href: "/admin/categories", label: t("admin:categories.back") }}
        storefront={`/${category.slug}`}
      />
      <CategoryForm key={JSON.stringify(category)} category={category} />
    </>
  );
});
