import type { DbHandle } from "@/server/platform/db/client";
import { migrateDatabase } from "@/server/platform/db/migrate";
import { shopJobs } from "./jobs";

/** The shop's tables, then the job queue's tables and a queue for every job of the shop. */
export const migrate = (handle: DbHandle) => migrateDatabase(handle, shopJobs);
