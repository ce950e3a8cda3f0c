import { categoryBody } from "@/modules/admin/schemas/catalog";
import { apiRoute } from "@/server/http/handler";
import { updateCategory } from "@/server/services/admin-categories";

export const POST = apiRoute({ access: "staff", body: categoryBody }, ({ body, user }) => updateCategory(user.id, body));
