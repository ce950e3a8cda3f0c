import { listGroups } from "@/server/admin/customer-groups";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listGroups() }));
