/**
 * `npm run bench:cold`: the time from a fresh clone of this repository (its committed HEAD) to the first served
 * page with `npm install && npm start`, as a new user would do it. Slow (a full install and build): run it once.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.BENCH_COLD_PORT ?? 3309);
const limitMs = 20 * 60_000;

function step(command: string, args: string[], cwd: string, env: Record<string, string> = {}): ChildProcess {
  // Own process group, so the whole tree (npm -> tsx -> next) can be ended by its id.
  return spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
}

const finished = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${child.spawnargs.join(" ")} exited with ${code}`)))),
  );

async function firstAnswer(url: string, server: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not serving yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("no page within the time limit");
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-cold-"));
  const deadline = Date.now() + limitMs;
  const started = Date.now();
  let server: ChildProcess | null = null;
  try {
    await finished(step("git", ["clone", "--quiet", process.cwd(), dir], os.tmpdir()));
    const cloned = Date.now();
    await finished(step("npm", ["install", "--no-audit", "--no-fund"], dir));
    const installed = Date.now();
    server = step("npm", ["start"], dir, { PORT: String(port), HOST: "127.0.0.1", STORE_SITE_URL: `http://127.0.0.1:${port}` });
    await firstAnswer(`http://127.0.0.1:${port}/api/health`, server, deadline);
    await firstAnswer(`http://127.0.0.1:${port}/`, server, deadline);
    const served = Date.now();
    const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    console.log("| clone | npm install | npm start to first page | total | target ≤ 3 min |");
    console.log("|---|---|---|---|---|");
    console.log(
      `| ${s(cloned - started)} | ${s(installed - cloned)} | ${s(served - installed)} | ${s(served - started)} | ${served - started <= 180_000 ? "✓" : "✗ missed"} |`,
    );
  } finally {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
