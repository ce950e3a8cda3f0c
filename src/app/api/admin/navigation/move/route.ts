import { navigationMoveBody } from "@/modules/admin/schemas/catalog";
import { apiRoute } from "@/server/http/handler";
import { moveNavigationItem } from "@/server/services/admin-navigation";

export const POST = apiRoute({ access: "staff", body: navigationMoveBody }, ({ body, user }) =>
  moveNavigationItem(user.id, body.itemId, body.direction),
);
