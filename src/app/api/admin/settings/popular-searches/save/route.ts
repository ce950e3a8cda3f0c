import { savePopularSearch } from "@/server/admin/settings";
import { apiRoute } from "@/server/http/handler";
import { popularSearchSaveBody } from "@/shared/admin/settings";

export const POST = apiRoute({ access: "staff", body: popularSearchSaveBody }, ({ body, user }) => savePopularSearch(user, body));
