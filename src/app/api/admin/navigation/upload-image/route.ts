import { IMAGE_MAX_BYTES, uploadBodyLimit } from "@/modules/admin/uploads";
import { apiRoute } from "@/server/http/handler";
import { navigationImageBody } from "@/server/services/admin-media-bodies";
import { addNavigationImage } from "@/server/services/admin-navigation";

export const POST = apiRoute({ access: "staff", body: navigationImageBody, maxBytes: uploadBodyLimit(IMAGE_MAX_BYTES) }, ({ body, user }) =>
  addNavigationImage(user.id, body.itemId, body.file),
);
