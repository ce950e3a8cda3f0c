import { apiRoute } from "@/server/compose/api-route";
import { createNavigationItem } from "@/server/content/manage/navigation";
import { navigationCreateBody } from "@/shared/content/manage-navigation";

export const POST = apiRoute({ access: "staff", body: navigationCreateBody }, ({ body, user }) => createNavigationItem(user.id, body));
