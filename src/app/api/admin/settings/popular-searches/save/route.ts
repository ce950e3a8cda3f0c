import { apiRoute } from "@/server/http/handler";
import { popularSearchSaveBody, savePopularSearch } from "@/server/services/admin-settings";

export const POST = apiRoute({ access: "staff", body: popularSearchSaveBody }, ({ body, user }) => savePopularSearch(user, body));
