import { sql } from "drizzle-orm";
import { type DbHandle, defaultPgliteDir, openPglite, openPostgres } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { demoAccounts, seedDemo } from "../../seed";

function describeUrl(url: string) {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "(unparsable URL)";
  }
}

/** Opens the configured database, or throws one line that says which one and why not. */
export async function openConfiguredDatabase(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(defaultPgliteDir());
  const handle = openPostgres(url, 2);
  try {
    await handle.db.execute(sql`select 1`);
    return handle;
  } catch (err) {
    await handle.close().catch(() => {});
    // Drizzle wraps the driver's error ("Failed query: …"); the driver's own reason is the useful part.
    const reason = ((err as { cause?: Error }).cause ?? (err as Error)).message || String(err);
    throw new Error(`Cannot reach the database at DATABASE_URL (${describeUrl(url)}): ${reason.replace(/\s+/g, " ").trim()}`);
  }
}

/** Migrates, and seeds the demo store when the database is empty; prints the demo accounts on first seed. */
export async function prepareDatabase(handle: DbHandle, log = console.log) {
  await migrate(handle);
  const { seeded } = await seedDemo(handle.db, { log });
  if (seeded) {
    log("Demo store seeded. Demo accounts:");
    for (const a of demoAccounts) log(`  ${a.role.padEnd(8)} ${a.email}  /  ${a.password}`);
  }
}
