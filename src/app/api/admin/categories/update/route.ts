import { updateCategory } from "@/server/admin/categories";
import { apiRoute } from "@/server/compose/api-route";
import { categoryBody } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: categoryBody }, ({ body, user }) => updateCategory(user.id, body));
