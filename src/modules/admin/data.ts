import "server-only";

export { type AuditRow, auditTrail, pendingInvites, staffMembers, staffRefusal, TWO_FACTOR_PAGE } from "@/server/account";
export { listJobs, scheduledQueues } from "@/server/compose/manage-jobs";
export { adminCounts } from "@/server/orders/manage/orders";
