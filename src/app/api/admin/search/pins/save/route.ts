import { savePin } from "@/server/admin/search-rules";
import { apiRoute } from "@/server/compose/api-route";
import { pinSaveBody } from "@/shared/admin/search-rules";

export const POST = apiRoute({ access: "staff", body: pinSaveBody }, ({ body, user }) => savePin(user, body));
