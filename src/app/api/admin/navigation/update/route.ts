import { navigationUpdateBody } from "@/modules/admin/schemas/catalog";
import { apiRoute } from "@/server/http/handler";
import { updateNavigationItem } from "@/server/services/admin-navigation";

export const POST = apiRoute({ access: "staff", body: navigationUpdateBody }, ({ body, user }) => updateNavigationItem(user.id, body));
