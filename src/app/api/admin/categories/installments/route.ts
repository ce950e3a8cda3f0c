import { setCategoryInstallments } from "@/server/admin/categories";
import { apiRoute } from "@/server/compose/api-route";
import { categoryInstallmentsBody } from "@/shared/admin/catalog";

/** POST /api/admin/categories/installments {categoryId, maxInstallments}: the category's card installment cap (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: categoryInstallmentsBody }, ({ body, user }) =>
  setCategoryInstallments(user.id, body),
);
