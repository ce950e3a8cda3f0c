/** `npm run db:backup [-- file]` and `npm run db:restore -- file` for the embedded database (see README). */
import { defaultPgliteDir } from "@/server/platform/db/client";
import { backupPglite, restorePglite } from "./lib/backup";
import { fail } from "./lib/proc";

function main() {
  const [command, file] = process.argv.slice(2);
  if (process.env.DATABASE_URL) fail("DATABASE_URL is set: back up PostgreSQL with pg_dump (see README, Backups).");
  const dir = defaultPgliteDir();
  try {
    if (command === "backup") {
      const target = file ?? `./backups/lumora-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
      const bytes = backupPglite(dir, target);
      console.log(`Backed up ${dir} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
    } else if (command === "restore") {
      if (!file) fail("Name the backup file: npm run db:restore -- ./backups/lumora-….tar.gz");
      const kept = restorePglite(file, dir);
      console.log(`Restored ${file} into ${dir}.${kept ? ` The previous database is kept at ${kept}.` : ""}`);
    } else fail(`Unknown command "${command}". Use backup or restore.`);
  } catch (err) {
    fail((err as Error).message);
  }
}

main();
