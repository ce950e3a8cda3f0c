import { savePopularSearch } from "@/server/admin/settings";
import { apiRoute } from "@/server/compose/api-route";
import { popularSearchSaveBody } from "@/shared/admin/settings";

export const POST = apiRoute({ access: "staff", body: popularSearchSaveBody }, ({ body, user }) => savePopularSearch(user, body));
