import { updateBrand } from "@/server/catalog/manage/brands";
import { apiRoute } from "@/server/compose/api-route";
import { brandBody } from "@/shared/catalog/manage";

export const POST = apiRoute({ access: "staff", body: brandBody }, ({ body, user }) => updateBrand(user.id, body));
