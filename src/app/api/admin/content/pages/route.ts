import { apiRoute } from "@/server/compose/api-route";
import { listAdminContentPages } from "@/server/content/manage/pages";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listAdminContentPages() }));
