import { updateStaff } from "@/server/account";
import { apiRoute } from "@/server/compose/api-route";
import { staffUpdateBody } from "@/shared/account/staff";

/** POST /api/admin/staff/update {userId, role} or {userId, disabled: true}: the owner changes a role or disables an account. */
export const POST = apiRoute({ access: "staff", body: staffUpdateBody }, async ({ body, user }) => updateStaff(user.id, body));
