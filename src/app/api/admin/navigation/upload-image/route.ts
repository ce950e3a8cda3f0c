import { apiRoute } from "@/server/compose/api-route";
import { addNavigationImage } from "@/server/content/manage/navigation";
import { navigationImageBody } from "@/shared/content/manage-navigation";
import { IMAGE_MAX_BYTES, uploadBodyLimit } from "@/shared/uploads";

export const POST = apiRoute({ access: "staff", body: navigationImageBody, maxBytes: uploadBodyLimit(IMAGE_MAX_BYTES) }, ({ body, user }) =>
  addNavigationImage(user.id, body.itemId, body.file),
);
