import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type Db, db, openPglite } from "@/server/platform/db/client";
import { pgliteTemplatePath } from "../setup/template";

/**
 * The database of an app instance a test starts as its own process (tests/support/app-process.ts): on PGlite a
 * data directory on disk, a copy of the seeded template; on PostgreSQL the test file's database.
 */
export function instanceDatabase(prefix: string) {
  const onPostgres = process.env.DB_KIND === "postgres";
  const root = onPostgres ? "" : fs.mkdtempSync(path.join(os.tmpdir(), `lumora-${prefix}-`));
  const pgliteDir = path.join(root, "pglite");
  return {
    onPostgres,
    /** What startApp takes; read when the test runs, since the file's PostgreSQL database is created just before. */
    database: () => (onPostgres ? { url: process.env.TEST_FILE_DATABASE_URL! } : { pgliteDir }),
    /** Copies the seeded template into the data directory, once (PGlite only). */
    async seed() {
      if (onPostgres || fs.existsSync(pgliteDir)) return;
      await (await PGlite.create(pgliteDir, { loadDataDir: new Blob([fs.readFileSync(pgliteTemplatePath)]) })).close();
    },
    /** The instance's database, opened in this process: PGlite allows one process at a time, so only while no instance runs. */
    async withDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
      if (onPostgres) return use(db());
      const handle = openPglite(pgliteDir);
      try {
        return await use(handle.db);
      } finally {
        await handle.close();
      }
    },
    remove: () => root && fs.rmSync(root, { recursive: true, force: true }),
  };
}
