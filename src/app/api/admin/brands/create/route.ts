import { createBrand } from "@/server/catalog/manage/brands";
import { apiRoute } from "@/server/compose/api-route";
import { brandFields } from "@/shared/catalog/manage";

export const POST = apiRoute({ access: "staff", body: brandFields }, ({ body, user }) => createBrand(user.id, body));
