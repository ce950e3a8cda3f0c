import { apiRoute } from "@/server/http/handler";
import { listAdminPopularSearches, popularSearchListBody } from "@/server/services/admin-settings";

export const POST = apiRoute({ access: "staff", body: popularSearchListBody }, ({ body }) => listAdminPopularSearches(body.page));
