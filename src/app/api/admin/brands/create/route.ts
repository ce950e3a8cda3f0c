import { createBrand } from "@/server/admin/brands";
import { apiRoute } from "@/server/compose/api-route";
import { brandFields } from "@/shared/admin/catalog";

export const POST = apiRoute({ access: "staff", body: brandFields }, ({ body, user }) => createBrand(user.id, body));
