import { setBrandLogo } from "@/server/catalog/manage/brands";
import { apiRoute } from "@/server/compose/api-route";
import { brandLogoBody } from "@/shared/catalog/manage-media";
import { IMAGE_MAX_BYTES, uploadBodyLimit } from "@/shared/uploads";

export const POST = apiRoute({ access: "staff", body: brandLogoBody, maxBytes: uploadBodyLimit(IMAGE_MAX_BYTES) }, ({ body, user }) =>
  setBrandLogo(user.id, body.brandId, body.file),
);
