import { setGroupMember } from "@/server/admin/customer-groups";
import { apiRoute } from "@/server/compose/api-route";
import { groupMemberBody } from "@/shared/admin/customer-groups";

export const POST = apiRoute({ access: "staff", body: groupMemberBody }, ({ body, user }) => setGroupMember(user.id, body));
