import { brandBody } from "@/modules/admin/schemas/catalog";
import { apiRoute } from "@/server/http/handler";
import { updateBrand } from "@/server/services/admin-brands";

export const POST = apiRoute({ access: "staff", body: brandBody }, ({ body, user }) => updateBrand(user.id, body));
