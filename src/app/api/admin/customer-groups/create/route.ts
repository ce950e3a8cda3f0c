import { createGroup } from "@/server/account/manage/customer-groups";
import { apiRoute } from "@/server/compose/api-route";
import { groupCreateBody } from "@/shared/account/customer-groups";

export const POST = apiRoute({ access: "staff", body: groupCreateBody }, ({ body, user }) => createGroup(user.id, body));
