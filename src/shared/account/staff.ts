import { z } from "zod";
import { emailField, nameField, passwordField } from "./fields";
import { STAFF_ROLES } from "./staff-roles";

/** POST /api/admin/staff/invite: whom the owner invites, and with which role. */
export const staffInviteBody = z.object({ email: emailField, name: nameField, role: z.enum(STAFF_ROLES) });
export type StaffInviteBody = z.infer<typeof staffInviteBody>;

/** POST /api/admin/staff/update: another staff member's new role, or their account disabled. */
export const staffUpdateBody = z.union([
  z.object({ userId: z.string().min(1).max(64), role: z.enum(STAFF_ROLES) }),
  z.object({ userId: z.string().min(1).max(64), disabled: z.literal(true) }),
]);
export type StaffUpdateBody = z.infer<typeof staffUpdateBody>;

/** POST /api/staff/accept-invite: the invitation's token from the mailed link, and the password the invitee sets. */
export const acceptInviteBody = z.object({ token: z.string().min(20).max(100), password: passwordField });
export type AcceptInviteBody = z.infer<typeof acceptInviteBody>;

/** How long an invitation's link works. */
export const INVITE_HOURS = 72;
