import { apiRoute } from "@/server/compose/api-route";
import { savePopularSearch } from "@/server/search/manage/popular";
import { popularSearchSaveBody } from "@/shared/search/popular";

export const POST = apiRoute({ access: "staff", body: popularSearchSaveBody }, ({ body, user }) => savePopularSearch(user, body));
