import { apiRoute } from "@/server/compose/api-route";
import { moveNavigationItem } from "@/server/content/manage/navigation";
import { navigationMoveBody } from "@/shared/content/manage-navigation";

export const POST = apiRoute({ access: "staff", body: navigationMoveBody }, ({ body, user }) =>
  moveNavigationItem(user.id, body.itemId, body.direction),
);
