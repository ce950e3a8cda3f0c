import { deleteNavigationItem } from "@/server/admin/navigation";
import { apiRoute } from "@/server/compose/api-route";
import { navigationIdBody } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: navigationIdBody }, ({ body, user }) => deleteNavigationItem(user.id, body.itemId));
