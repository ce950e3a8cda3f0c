import { navigationIdBody } from "@/modules/admin/schemas/catalog";
import { apiRoute } from "@/server/http/handler";
import { deleteNavigationItem } from "@/server/services/admin-navigation";

export const POST = apiRoute({ access: "staff", body: navigationIdBody }, ({ body, user }) => deleteNavigationItem(user.id, body.itemId));
