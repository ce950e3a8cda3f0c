import { apiRoute } from "@/server/http/handler";
import { listAdminContentPages } from "@/server/services/admin-content";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listAdminContentPages() }));
