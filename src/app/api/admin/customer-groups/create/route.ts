import { createGroup } from "@/server/admin/customer-groups";
import { apiRoute } from "@/server/compose/api-route";
import { groupCreateBody } from "@/shared/admin/customer-groups";

export const POST = apiRoute({ access: "staff", body: groupCreateBody }, ({ body, user }) => createGroup(user.id, body));
