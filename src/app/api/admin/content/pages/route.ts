import { listAdminContentPages } from "@/server/admin/content";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listAdminContentPages() }));
