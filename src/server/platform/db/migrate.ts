import fs from "node:fs";
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

/** The journal time of ./drizzle's newest migration, which Drizzle's migrator records as its `created_at`. */
export function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

let newest: number | undefined;

/** Whether the database has every migration of ./drizzle (the journal is read once a process). */
export async function migrationsApplied(handle: DbHandle): Promise<boolean> {
  newest ??= newestMigration();
  const { rows } = (await handle.query("select max(created_at) as newest from drizzle.__drizzle_migrations")) as {
    rows: { newest: unknown }[];
  };
  return Number(rows[0]?.newest ?? 0) >= newest;
}
