import { inviteStaff } from "@/server/account";
import { apiRoute } from "@/server/compose/api-route";
import { staffInviteBody } from "@/shared/account/staff";

/** POST /api/admin/staff/invite {email, name, role}: the owner mails a one-time invitation with a role. */
export const POST = apiRoute({ access: "staff", body: staffInviteBody }, async ({ body, user }) => inviteStaff(user.id, body));
