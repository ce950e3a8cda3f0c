import { apiRoute } from "@/server/http/handler";
import { inboxListBody, listSubmissions } from "@/server/services/admin-inbox";

export const POST = apiRoute({ access: "staff", body: inboxListBody }, ({ body }) => listSubmissions(body));
