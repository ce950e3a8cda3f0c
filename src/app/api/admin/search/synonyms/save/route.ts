import { saveSynonym } from "@/server/admin/search-rules";
import { apiRoute } from "@/server/compose/api-route";
import { synonymSaveBody } from "@/shared/admin/search-rules";

export const POST = apiRoute({ access: "staff", body: synonymSaveBody }, ({ body, user }) => saveSynonym(user, body));
