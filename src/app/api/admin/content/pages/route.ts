import { listAdminContentPages } from "@/server/admin/content";
import { apiRoute } from "@/server/compose/api-route";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listAdminContentPages() }));
