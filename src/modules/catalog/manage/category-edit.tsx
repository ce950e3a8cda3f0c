import { t } from "@/i18n/server";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { getAdminCategory } from "@/server/catalog/manage/categories";
import { CategoryInstallmentsForm } from "./category-installments-form";
import { CategoryForm } from "./named-entity-form";

type Category = NonNullable<Awaited<ReturnType<typeof getAdminCategory>>>;

export function AdminCategoryEdit({ category }: { category: Category }) {
  return (
    <>
      <AdminPageHeader
        title={t("admin:categories.editTitle", { name: category.name })}
        back={{ href: "/admin/categories", label: t("admin:categories.back") }}
        storefront={`/${category.slug}`}
      />
      <CategoryForm key={JSON.stringify(category)} category={category} />
      <CategoryInstallmentsForm
        key={`installments-${category.maxInstallments}`}
        categoryId={category.id}
        maxInstallments={category.maxInstallments}
      />
    </>
  );
}
