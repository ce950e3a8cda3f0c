/**
 * `npm run serve`: the production server alone, as the systemd units run it (deploy/, docs/DEPLOY.md). Unlike
 * `npm start` it never builds, migrates or seeds: a release is built and migrated once, before its instances
 * start. It checks the configuration as `npm start` does, then refuses, in one line, a missing build or a database
 * that lacks one of the release's migrations (run `npm run db:migrate` first).
 */
import fs from "node:fs";
import { checkServerStart } from "./lib/check-config";
import { fail, run } from "./lib/proc";
import { serveCommand, serveEnv } from "./lib/serve-command";

async function main() {
  await checkServerStart();
  if (!fs.existsSync(".next/BUILD_ID")) fail("No build in .next: run `npm run build` in this release first.");
  const { openConfiguredDatabase } = await import("./lib/database");
  const { migrationsApplied } = await import("@/server/platform/db/migrate");
  let applied = false;
  try {
    const handle = await openConfiguredDatabase();
    // A database never migrated has no migrations table: that is a missing migration too.
    applied = await migrationsApplied(handle)
      .catch(() => false)
      .finally(() => handle.close());
  } catch (err) {
    fail((err as Error).message);
  }
  if (!applied) fail("The database lacks this release's migrations: run `npm run db:migrate` first.");
  const env = { ...process.env, ...serveEnv, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" as const };
  process.exit(await run(...serveCommand, { env }));
}

void main();
