import { listSubmissions } from "@/server/admin/inbox";
import { apiRoute } from "@/server/compose/api-route";
import { inboxListBody } from "@/shared/admin/inbox";

export const POST = apiRoute({ access: "staff", body: inboxListBody }, ({ body }) => listSubmissions(body));
