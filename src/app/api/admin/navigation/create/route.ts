import { createNavigationItem } from "@/server/admin/navigation";
import { apiRoute } from "@/server/http/handler";
import { navigationCreateBody } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: navigationCreateBody }, ({ body, user }) => createNavigationItem(user.id, body));
