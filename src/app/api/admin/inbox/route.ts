import { inboxListBody, listSubmissions } from "@/server/admin/inbox";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: inboxListBody }, ({ body }) => listSubmissions(body));
