/** Serves a production build on a fresh, seeded PGlite for the end-to-end tests (Playwright's webServer). */
import fs from "node:fs";
import { e2eStaff } from "../e2e/support/staff";
import { fail, run } from "./lib/proc";
import { serveCommand, serveEnv } from "./lib/serve-command";

async function main() {
  process.env.DATA_DIR ??= ".data-e2e";
  fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  const { openConfiguredDatabase, prepareDatabase } = await import("./lib/database");
  const handle = await openConfiguredDatabase();
  try {
    await prepareDatabase(handle, () => {});
    // The specs sign in as this staff account (playwright.config.ts gives both sides the same password).
    const { createStaff } = await import("@/server/admin/staff");
    await createStaff(handle.db, { email: e2eStaff.email, name: "Mehmet Demir", password: e2eStaff.password() });
  } catch (err) {
    fail(`e2e database preparation failed: ${(err as Error).message}`);
  } finally {
    await handle.close();
  }
  const env = { ...process.env, PORT: process.env.PORT ?? "3100", NODE_ENV: "production" as const, NEXT_TELEMETRY_DISABLED: "1" };
  process.exit(await run(...serveCommand, { env: { ...env, ...serveEnv } }));
}

void main();
