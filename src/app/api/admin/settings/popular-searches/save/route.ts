import { popularSearchSaveBody, savePopularSearch } from "@/server/admin/settings";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: popularSearchSaveBody }, ({ body, user }) => savePopularSearch(user, body));
