import { addNavigationImage } from "@/server/admin/navigation";
import { apiRoute } from "@/server/compose/api-route";
import { navigationImageBody } from "@/shared/admin/media";
import { IMAGE_MAX_BYTES, uploadBodyLimit } from "@/shared/admin/uploads";

export const POST = apiRoute({ access: "staff", body: navigationImageBody, maxBytes: uploadBodyLimit(IMAGE_MAX_BYTES) }, ({ body, user }) =>
  addNavigationImage(user.id, body.itemId, body.file),
);
