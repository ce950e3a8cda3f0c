/**
 * What every benchmark needs: a production build, a scratch PGlite catalogue of a given size in .data-bench/
 * (kept between runs, shared with bench:search), and the production server (scripts/serve.ts) on it over loopback.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { serveCommand, serveEnv } from "../../scripts/lib/serve-command";

export const benchRoot = path.resolve(".data-bench");

export const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

export function spawnLogged(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("exit", resolve));

export async function ensureBuild() {
  if (fs.existsSync(".next/BUILD_ID")) return;
  console.log("No production build: running next build…");
  if ((await exited(spawnLogged("node_modules/.bin/next", ["build"], { NEXT_TELEMETRY_DISABLED: "1" }))) !== 0)
    throw new Error("next build failed");
}

/** Migrates, seeds the demo store and tops the catalogue up to `size` products; done once per size. */
export async function prepareCatalogue(size: number): Promise<string> {
  const dir = path.join(benchRoot, `pglite-${size}`);
  const marker = path.join(dir, ".bench-ready");
  if (fs.existsSync(marker)) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const { openPglite } = await import("@/server/platform/db/client");
  const { migrate } = await import("@/server/compose/migrate");
  const { seedDemo, seedScale } = await import("../../seed");
  const handle = openPglite(dir);
  const started = Date.now();
  try {
    await migrate(handle);
    await seedDemo(handle.db);
    const [row] = (await handle.db.execute(sql`select count(*)::int as n from products`)).rows as Array<{ n: number }>;
    await seedScale(handle.db, Math.max(0, size - (row?.n ?? 0)), { log: (line) => process.stdout.write(`\r${line}   `) });
  } finally {
    await handle.close();
  }
  fs.writeFileSync(marker, new Date().toISOString());
  console.log(`\nSeeded ${size} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

/** Resolves when `url` answers 2xx; fails when `server` exits first or after `timeoutMs`. */
export async function waitForHttp(url: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

export type BenchServer = { base: string; process: ChildProcess; stop: () => Promise<void> };

/** The production server (scripts/serve.ts) on the scratch database at 127.0.0.1:`port`, healthy when this resolves. */
export async function startServer(dir: string, port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  // Another server already there would answer the health check and be measured instead.
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken: set BENCH_PORT to a free one`);
  const child = spawnLogged(...serveCommand, {
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    PGLITE_DIR: dir,
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    STORE_SITE_URL: base,
    // The per-address limits stay on but high enough for a load test.
    SEARCH_RATE_LIMIT: "100000000",
    // Load tests order and add to carts from one address, far past what a shopper does.
    CART_RATE_LIMIT: "off",
    ...serveEnv,
    ...env,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited(child);
  };
  try {
    await waitForHttp(`${base}/api/health`, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, process: child, stop };
}
