import fs from "node:fs";
import { sql } from "drizzle-orm";
import { dataDir, dataPath } from "@/config/data-dir";
import { migrate } from "@/server/compose/migrate";
import { type DbHandle, defaultPgliteDir, openPglite, openPostgres } from "@/server/platform/db/client";
import { DEMO_CUSTOMER_PASSWORD, demoAccounts, seedDemo } from "../../seed";

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

/** Where the first seed leaves the staff account's random password, readable by the owner only. */
export const staffPasswordFile = () => dataPath("staff-password");

function keepStaffPassword(password: string): string {
  const file = staffPasswordFile();
  fs.mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${demoAccounts[1].email}\n${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // an older file keeps its mode through writeFileSync
  return file;
}

/**
 * Migrates, and seeds the demo store when the database is empty. The first seed prints the demo accounts once,
 * with the staff account's random password, and keeps that password in DATA_DIR/staff-password (mode 0600); a
 * later run prints and changes nothing.
 */
export async function prepareDatabase(handle: DbHandle, log = console.log) {
  await migrate(handle);
  const result = await seedDemo(handle.db, { log });
  if (!result.seeded) return;
  const [customer, staff] = demoAccounts;
  const file = keepStaffPassword(result.staffPassword);
  log("Demo store seeded. Demo accounts (the staff password is shown only this once):");
  log(`  customer ${customer.email}  /  ${DEMO_CUSTOMER_PASSWORD}`);
  log(`  staff    ${staff.email}  /  ${result.staffPassword}`);
  log(`The staff password is kept in ${file} (readable only by you). More staff: npm run admin:create.`);
}
