import { apiRoute } from "@/server/compose/api-route";
import { updateNavigationItem } from "@/server/content/manage/navigation";
import { navigationUpdateBody } from "@/shared/content/manage-navigation";

export const POST = apiRoute({ access: "staff", body: navigationUpdateBody }, ({ body, user }) => updateNavigationItem(user.id, body));
