import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { installJobQueue } from "@/server/jobs/boss";
import type { DbHandle } from "./client";

const migrationsFolder = path.join(process.cwd(), "drizzle");

/** The shop's tables (Drizzle's migrations in ./drizzle), then the job queue's (pg-boss installs and upgrades its own). */
export async function migrate(handle: DbHandle) {
  if (handle.kind === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(handle.db, { migrationsFolder });
  await installJobQueue(handle);
}
