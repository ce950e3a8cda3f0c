import { updateNavigationItem } from "@/server/admin/navigation";
import { apiRoute } from "@/server/compose/api-route";
import { navigationUpdateBody } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: navigationUpdateBody }, ({ body, user }) => updateNavigationItem(user.id, body));
