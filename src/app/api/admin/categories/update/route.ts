import { updateCategory } from "@/server/admin/categories";
import { apiRoute } from "@/server/http/handler";
import { categoryBody } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: categoryBody }, ({ body, user }) => updateCategory(user.id, body));
