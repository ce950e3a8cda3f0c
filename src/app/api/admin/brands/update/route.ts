import { updateBrand } from "@/server/admin/brands";
import { apiRoute } from "@/server/compose/api-route";
import { brandBody } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: brandBody }, ({ body, user }) => updateBrand(user.id, body));
