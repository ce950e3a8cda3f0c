/**
 * The account's face: what another domain may use of a shopper's account (addresses, company, session).
 * Another domain of src/server, and what is composed above the domains, import only this file; inside the domain, files import each other freely.
 */
export { addAddress } from "./addresses";
export { authSecret } from "./auth-secret";
export { backOfficeStatus, type StaffRefusal, staffRefusal, TWO_FACTOR_PAGE } from "./back-office";
export { companyOf } from "./company";
export { type AuditRow, auditTrail, staffMembers } from "./manage/audit-trail";
export { acceptInvite, inviteStaff, pendingInvites, updateStaff } from "./manage/invites";
export { type SessionUser, sessionUser } from "./session";
export { shopOpen } from "./setup/state";
