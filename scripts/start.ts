/**
 * `npm start`: validate the configuration, build if needed, migrate and seed the database, then serve.
 * Any failure before serving prints one line and exits non-zero.
 */
import fs from "node:fs";
import path from "node:path";
import { checkServerStart } from "./lib/check-config";
import { bin, fail, run } from "./lib/proc";
import { serveCommand, serveEnv } from "./lib/serve-command";

const root = process.cwd();

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function needsBuild(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = ["src", "public", "drizzle", "next.config.ts", "package-lock.json", "postcss.config.mjs"].map((p) => path.join(root, p));
  return sources.some((s) => newestMtime(s) > built);
}

async function main() {
  await checkServerStart();

  const { openConfiguredDatabase, prepareDatabase } = await import("./lib/database");
  let handle: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    handle = await openConfiguredDatabase();
  } catch (err) {
    fail((err as Error).message);
  }
  try {
    await prepareDatabase(handle);
  } catch (err) {
    fail(`Database preparation failed: ${(err as Error).message}`);
  } finally {
    // PGlite allows one process at a time: release it before the server opens it.
    await handle.close();
  }

  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (needsBuild()) {
    console.log("Building the shop (first start or changed sources)…");
    if ((await run(bin("next"), ["build"], { env })) !== 0) fail("The build failed; see the output above.");
  }
  process.exit(await run(...serveCommand, { env: { ...env, ...serveEnv, NODE_ENV: "production" } }));
}

void main();
