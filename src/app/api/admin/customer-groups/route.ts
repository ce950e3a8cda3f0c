import { listGroups } from "@/server/admin/customer-groups";
import { apiRoute } from "@/server/compose/api-route";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listGroups() }));
