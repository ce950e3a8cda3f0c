/**
 * Serves a production build on a fresh, seeded PGlite for the end-to-end tests (Playwright's webServer and the
 * specs' own servers, e2e/support/own-server.ts).
 *
 * Seeding the demo store is most of a server's start, so a run seeds once: `scripts/e2e.ts` first calls this file
 * with `--template DIR`, which migrates and seeds a PGlite data directory there and exits, and passes DIR on as
 * E2E_TEMPLATE_DIR; each server then starts on a copy of it. Without that variable (`npx playwright test` by
 * hand) a server migrates and seeds its own. `--dev` serves the same data with `next dev` instead (its output goes
 * to .next/dev, beside the production build it leaves alone). With SHOP_MODE=live it starts on an empty database
 * of its own (never the template) and prints the setup code.
 */
import fs from "node:fs";
import { e2eCatalogueStaff, e2eStaff } from "../e2e/support/staff";
import { bin, fail, run } from "./lib/proc";
import { serveCommand, serveEnv } from "./lib/serve-command";

/**
 * The e2e owner's verified TOTP factor, with the run's secret: Better Auth's twoFactor table in the form it takes
 * a secret from another provider ("base32:" and the secret, encrypted with the auth secret), backup codes none.
 */
async function enrolTotp(database: import("@/server/platform/db/client").Db, userId: string, base32: string) {
  const { symmetricEncrypt } = await import("better-auth/crypto");
  const { twoFactor, user } = await import("@/server/platform/db/schema");
  const { eq } = await import("drizzle-orm");
  const key = process.env.BETTER_AUTH_SECRET ?? fail("the e2e servers run with BETTER_AUTH_SECRET");
  await database.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await database.insert(twoFactor).values({
    id: `e2e-${userId}`,
    userId,
    secret: await symmetricEncrypt({ key, data: `base32:${base32}` }),
    backupCodes: await symmetricEncrypt({ key, data: "[]" }),
    verified: true,
  });
  await database.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
}

async function prepare(staff: boolean) {
  const { openConfiguredDatabase, prepareDatabase } = await import("./lib/database");
  const { shopMode } = await import("@/config/shop-mode");
  const handle = await openConfiguredDatabase();
  try {
    // A live shop (SHOP_MODE=live) prints its setup code, which its spec reads, and gets no staff account.
    const live = shopMode() === "live";
    await prepareDatabase(handle, live ? console.log : () => {});
    // The specs sign in as this staff account (playwright.config.ts gives both sides the same password).
    if (staff && !live) {
      const { createStaff } = await import("@/server/account/manage/staff");
      const { id } = await createStaff(handle.db, { email: e2eStaff.email, name: "Mehmet Demir", password: e2eStaff.password() });
      await enrolTotp(handle.db, id, e2eStaff.totpSecret());
      const catalogue = {
        email: e2eCatalogueStaff.email,
        name: "Ece Katalog",
        password: e2eStaff.password(),
        staffRole: "catalogue" as const,
      };
      await createStaff(handle.db, catalogue);
    }
  } catch (err) {
    fail(`e2e database preparation failed: ${(err as Error).message}`);
  } finally {
    await handle.close();
  }
}

async function main() {
  const templateAt = process.argv.indexOf("--template");
  if (templateAt >= 0) {
    const dir = process.argv[templateAt + 1] ?? fail("--template takes a directory");
    fs.rmSync(dir, { recursive: true, force: true });
    process.env.PGLITE_DIR = dir;
    delete process.env.DATABASE_URL;
    await prepare(false);
    return;
  }
  process.env.DATA_DIR ??= ".data-e2e";
  fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  const template = process.env.E2E_TEMPLATE_DIR;
  if (template && process.env.PGLITE_DIR && !process.env.DATABASE_URL && process.env.SHOP_MODE !== "live")
    fs.cpSync(template, process.env.PGLITE_DIR, { recursive: true });
  await prepare(true);
  const env = { ...process.env, PORT: process.env.PORT ?? "3100", NEXT_TELEMETRY_DISABLED: "1" };
  if (process.argv.includes("--dev")) process.exit(await run(bin("next"), ["dev"], { env: { ...env, NODE_ENV: "development" } }));
  process.exit(await run(...serveCommand, { env: { ...env, NODE_ENV: "production", ...serveEnv } }));
}

void main();
