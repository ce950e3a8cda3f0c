import { apiRoute } from "@/server/compose/api-route";
import { listAdminPopularSearches } from "@/server/search/manage/popular";
import { popularSearchListBody } from "@/shared/search/popular";

export const POST = apiRoute({ access: "staff", body: popularSearchListBody }, ({ body }) => listAdminPopularSearches(body.page));
