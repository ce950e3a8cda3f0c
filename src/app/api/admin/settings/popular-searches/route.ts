import { listAdminPopularSearches, popularSearchListBody } from "@/server/admin/settings";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: popularSearchListBody }, ({ body }) => listAdminPopularSearches(body.page));
