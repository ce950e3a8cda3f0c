import { setCategoryInstallments } from "@/server/catalog/manage/categories";
import { apiRoute } from "@/server/compose/api-route";
import { categoryInstallmentsBody } from "@/shared/catalog/manage";

/** POST /api/admin/categories/installments {categoryId, maxInstallments}: the category's card installment cap (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: categoryInstallmentsBody }, ({ body, user }) =>
  setCategoryInstallments(user.id, body),
);
