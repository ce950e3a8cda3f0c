import { updateCategory } from "@/server/catalog/manage/categories";
import { apiRoute } from "@/server/compose/api-route";
import { categoryBody } from "@/shared/catalog/manage";

export const POST = apiRoute({ access: "staff", body: categoryBody }, ({ body, user }) => updateCategory(user.id, body));
