import { listAdminPopularSearches } from "@/server/admin/settings";
import { apiRoute } from "@/server/compose/api-route";
import { popularSearchListBody } from "@/shared/admin/settings";

export const POST = apiRoute({ access: "staff", body: popularSearchListBody }, ({ body }) => listAdminPopularSearches(body.page));
