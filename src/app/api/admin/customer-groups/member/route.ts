import { setGroupMember } from "@/server/account/manage/customer-groups";
import { apiRoute } from "@/server/compose/api-route";
import { groupMemberBody } from "@/shared/account/customer-groups";

export const POST = apiRoute({ access: "staff", body: groupMemberBody }, ({ body, user }) => setGroupMember(user.id, body));
