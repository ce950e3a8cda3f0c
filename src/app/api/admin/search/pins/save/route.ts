import { apiRoute } from "@/server/compose/api-route";
import { savePin } from "@/server/search/manage/rules";
import { pinSaveBody } from "@/shared/search/rules";

export const POST = apiRoute({ access: "staff", body: pinSaveBody }, ({ body, user }) => savePin(user, body));
