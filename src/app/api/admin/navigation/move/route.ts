import { moveNavigationItem } from "@/server/admin/navigation";
import { apiRoute } from "@/server/compose/api-route";
import { navigationMoveBody } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: navigationMoveBody }, ({ body, user }) =>
  moveNavigationItem(user.id, body.itemId, body.direction),
);
