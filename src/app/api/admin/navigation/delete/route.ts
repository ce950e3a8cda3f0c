import { apiRoute } from "@/server/compose/api-route";
import { deleteNavigationItem } from "@/server/content/manage/navigation";
import { navigationIdBody } from "@/shared/content/manage-navigation";

export const POST = apiRoute({ access: "staff", body: navigationIdBody }, ({ body, user }) => deleteNavigationItem(user.id, body.itemId));
