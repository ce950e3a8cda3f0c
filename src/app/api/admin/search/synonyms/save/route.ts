import { apiRoute } from "@/server/compose/api-route";
import { saveSynonym } from "@/server/search/manage/rules";
import { synonymSaveBody } from "@/shared/search/rules";

export const POST = apiRoute({ access: "staff", body: synonymSaveBody }, ({ body, user }) => saveSynonym(user, body));
