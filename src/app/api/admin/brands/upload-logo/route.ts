import { IMAGE_MAX_BYTES, uploadBodyLimit } from "@/modules/admin/uploads";
import { apiRoute } from "@/server/http/handler";
import { setBrandLogo } from "@/server/services/admin-brands";
import { brandLogoBody } from "@/server/services/admin-media-bodies";

export const POST = apiRoute({ access: "staff", body: brandLogoBody, maxBytes: uploadBodyLimit(IMAGE_MAX_BYTES) }, ({ body, user }) =>
  setBrandLogo(user.id, body.brandId, body.file),
);
