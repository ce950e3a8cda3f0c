/** Serves a production build on a fresh, seeded PGlite for the end-to-end tests (Playwright's webServer). */
import fs from "node:fs";
import path from "node:path";
import { fail, run } from "./lib/proc";
import { serveCommand } from "./lib/serve-command";

async function main() {
  const dataDir = process.env.DATA_DIR ?? ".data-e2e";
  const dir = process.env.PGLITE_DIR ?? path.join(dataDir, "pglite");
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.env.PGLITE_DIR = dir;
  const { openConfiguredDatabase, prepareDatabase } = await import("./lib/database");
  const handle = await openConfiguredDatabase();
  try {
    await prepareDatabase(handle, () => {});
  } catch (err) {
    fail(`e2e database preparation failed: ${(err as Error).message}`);
  } finally {
    await handle.close();
  }
  const env = { ...process.env, PORT: process.env.PORT ?? "3100", NODE_ENV: "production" as const, NEXT_TELEMETRY_DISABLED: "1" };
  process.exit(await run(...serveCommand, { env }));
}

void main();
