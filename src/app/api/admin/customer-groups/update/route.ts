import { updateGroup } from "@/server/account/manage/customer-groups";
import { apiRoute } from "@/server/compose/api-route";
import { groupUpdateBody } from "@/shared/account/customer-groups";

export const POST = apiRoute({ access: "staff", body: groupUpdateBody }, ({ body, user }) => updateGroup(user.id, body));
