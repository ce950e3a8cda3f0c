/** `npm run db:backup [-- file]` and `npm run db:restore -- file`: PostgreSQL when DATABASE_URL is set, else the embedded database (see README). */
import { defaultPgliteDir } from "@/server/platform/db/client";
import { backupPglite, fileTime, restorePglite } from "./lib/backup";
import { backupPostgres, restorePostgres } from "./lib/backup-postgres";
import { fail } from "./lib/proc";

const url = process.env.DATABASE_URL;
const source = url ? "PostgreSQL" : defaultPgliteDir();

async function backup(file: string) {
  const bytes = url ? await backupPostgres(url, file) : backupPglite(defaultPgliteDir(), file);
  console.log(`Backed up ${source} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
}

async function restore(file: string) {
  const kept = url ? await restorePostgres(file, url) : restorePglite(file, defaultPgliteDir());
  const before = url ? "database as it was is backed up" : "previous database is kept";
  console.log(`Restored ${file} into ${source}.${kept ? ` The ${before} at ${kept}.` : ""}`);
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if (command === "backup") await backup(file ?? `./backups/lumora-${fileTime()}.tar.gz`);
  else if (command === "restore") {
    if (!file) fail("Name the backup file: npm run db:restore -- ./backups/lumora-….tar.gz");
    await restore(file);
  } else fail(`Unknown command "${command}". Use backup or restore.`);
}

main().catch((err: Error) => fail(err.message));
