import { brandFields } from "@/modules/admin/schemas/catalog";
import { apiRoute } from "@/server/http/handler";
import { createBrand } from "@/server/services/admin-brands";

export const POST = apiRoute({ access: "staff", body: brandFields }, ({ body, user }) => createBrand(user.id, body));
