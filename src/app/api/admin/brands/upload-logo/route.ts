import { setBrandLogo } from "@/server/admin/brands";
import { apiRoute } from "@/server/compose/api-route";
import { brandLogoBody } from "@/shared/admin/media";
import { IMAGE_MAX_BYTES, uploadBodyLimit } from "@/shared/admin/uploads";

export const POST = apiRoute({ access: "staff", body: brandLogoBody, maxBytes: uploadBodyLimit(IMAGE_MAX_BYTES) }, ({ body, user }) =>
  setBrandLogo(user.id, body.brandId, body.file),
);
