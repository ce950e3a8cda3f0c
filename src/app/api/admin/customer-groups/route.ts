import { listGroups } from "@/server/account/manage/customer-groups";
import { apiRoute } from "@/server/compose/api-route";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listGroups() }));
