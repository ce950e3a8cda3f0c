import { apiRoute } from "@/server/compose/api-route";
import { listSubmissions } from "@/server/content/manage/inbox";
import { inboxListBody } from "@/shared/content/inbox";

export const POST = apiRoute({ access: "staff", body: inboxListBody }, ({ body }) => listSubmissions(body));
