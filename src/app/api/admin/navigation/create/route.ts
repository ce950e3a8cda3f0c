import { navigationCreateBody } from "@/modules/admin/schemas/catalog";
import { apiRoute } from "@/server/http/handler";
import { createNavigationItem } from "@/server/services/admin-navigation";

export const POST = apiRoute({ access: "staff", body: navigationCreateBody }, ({ body, user }) => createNavigationItem(user.id, body));
