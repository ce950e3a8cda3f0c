import "server-only";

export { listJobs } from "@/server/compose/manage-jobs";
export { adminCounts } from "@/server/orders/manage/orders";
