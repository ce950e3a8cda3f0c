import { createNavigationItem } from "@/server/admin/navigation";
import { apiRoute } from "@/server/compose/api-route";
import { navigationCreateBody } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: navigationCreateBody }, ({ body, user }) => createNavigationItem(user.id, body));
