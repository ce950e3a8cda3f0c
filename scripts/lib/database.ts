import fs from "node:fs";
import { inArray, sql } from "drizzle-orm";
import { dataDir, dataPath } from "@/config/data-dir";
import { type ShopMode, shopMode } from "@/config/shop-mode";
import { ensureSetupCode, setupCodeFile } from "@/server/account/setup/code";
import { ownerExists } from "@/server/account/setup/state";
import { migrate } from "@/server/compose/migrate";
import { type Db, type DbHandle, defaultPgliteDir, openPglite, openPostgres } from "@/server/platform/db/client";
import { storeSettings, user } from "@/server/platform/db/schema";
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
 * Why a live shop may not start on this database, or null: the demo seeded it (its seed mark, or one of its
 * accounts). A demo database is never turned into a live one: the live shop starts on an empty database.
 */
export async function demoDatabaseReason(db: Db): Promise<string | null> {
  const [seed] = await db.select({ key: storeSettings.key }).from(storeSettings).where(sql`${storeSettings.key} = 'seed_version'`);
  const emails = demoAccounts.map((a) => a.email);
  const [account] = await db.select({ email: user.email }).from(user).where(inArray(user.email, emails)).limit(1);
  if (!seed && !account) return null;
  return `SHOP_MODE=live refuses this database: it holds the demo store (${account?.email ?? "its seed"}); start a live shop on an empty database`;
}

/** Throws the one-line reason when a live shop would start on the demo's database (npm start, npm run worker). */
export async function checkShopDatabase(db: Db, mode: ShopMode = shopMode()) {
  const reason = mode === "live" ? await demoDatabaseReason(db) : null;
  if (reason) throw new Error(reason);
}

/** A live shop without its owner yet: the setup code that opens /admin/setup, printed at every start until then. */
async function announceSetup(db: Db, log: (line: string) => void) {
  if (await ownerExists(db)) return;
  const code = ensureSetupCode();
  log(`Live shop without an owner yet. Open /admin/setup and enter the setup code: ${code}`);
  log(`The code is kept in ${setupCodeFile()} (readable only by you) and works once.`);
}

/**
 * Migrates, then by SHOP_MODE: a live shop (after checking the database is not the demo's) seeds nothing and
 * prints its setup code while it has no owner; the demo seeds the demo store when the database is empty. The first seed prints the demo accounts once,
 * with the staff account's random password, and keeps that password in DATA_DIR/staff-password (mode 0600); a
 * later run prints and changes nothing.
 */
export async function prepareDatabase(handle: DbHandle, log = console.log, mode: ShopMode = shopMode()) {
  await migrate(handle);
  if (mode === "live") {
    await checkShopDatabase(handle.db, mode);
    return announceSetup(handle.db, log);
  }
  const result = await seedDemo(handle.db, { log });
  if (!result.seeded) return;
  const [customer, staff] = demoAccounts;
  const file = keepStaffPassword(result.staffPassword);
  log("Demo store seeded. Demo accounts (the staff password is shown only this once):");
  log(`  customer ${customer.email}  /  ${DEMO_CUSTOMER_PASSWORD}`);
  log(`  staff    ${staff.email}  /  ${result.staffPassword}`);
  log(`The staff password is kept in ${file} (readable only by you). More staff: npm run admin:create.`);
}
