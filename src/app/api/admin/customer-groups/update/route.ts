import { updateGroup } from "@/server/admin/customer-groups";
import { apiRoute } from "@/server/compose/api-route";
import { groupUpdateBody } from "@/shared/admin/customer-groups";

export const POST = apiRoute({ access: "staff", body: groupUpdateBody }, ({ body, user }) => updateGroup(user.id, body));
