import { moveNavigationItem } from "@/server/admin/navigation";
import { apiRoute } from "@/server/http/handler";
import { navigationMoveBody } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: navigationMoveBody }, ({ body, user }) =>
  moveNavigationItem(user.id, body.itemId, body.direction),
);
