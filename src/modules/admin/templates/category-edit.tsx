import { t } from "@/i18n/server";
import type { getAdminCategory } from "@/server/admin/categories";
import { CategoryInstallmentsForm } from "../components/category-installments-form";
import { CategoryForm } from "../components/named-entity-form";
import { AdminPageHeader } from "./admin-page-header";

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
