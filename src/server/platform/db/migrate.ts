import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { installJobQueue } from "@/server/platform/jobs/boss";
import type { JobDefinition } from "@/server/platform/jobs/registry";
import type { DbHandle } from "./client";

const migrationsFolder = path.join(process.cwd(), "drizzle");

/**
 * The tables (Drizzle's migrations in ./drizzle), then the job queue's with a queue for each of `jobs` (pg-boss
 * installs and upgrades its own). The shop calls it with its jobs through src/server/compose/migrate.ts.
 */
export async function migrateDatabase(handle: DbHandle, jobs: JobDefinition[]) {
  if (handle.kind === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(handle.db, { migrationsFolder });
  await installJobQueue(handle, jobs);
}
