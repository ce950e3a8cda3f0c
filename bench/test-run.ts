/**
 * `npm run bench:test-run [-- --runs 2 --ref HEAD]`: the whole test run as CI makes it, on a fresh clone: `git clone`
 * of the committed ref into a scratch folder, then `.ci/run` there (`npm ci` and `npm test`, with CI=true), `--runs`
 * times one after the other. Prints, for each run, the wall time of `.ci/run` as a whole and the per-layer table
 * `npm test` printed (scripts/lib/test-run.ts: each layer against its budget in budgets.json, and the slowest files),
 * then each layer's median over the runs. The clone is removed after each run. Run it on an idle machine: the load
 * average at the start and the end of each run is printed beside its figures.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatTestRun, type TestRun, testRunBudgets } from "../scripts/lib/test-run";
import { option } from "./lib/server";

const runs = Number(option("runs", "1"));
const ref = option("ref", "HEAD");
const load = () => os.loadavg()[0]?.toFixed(2);

function sh(command: string, args: string[], cwd: string, log?: fs.WriteStream): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: "true" }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(log ?? process.stdout, { end: false });
    child.stderr.pipe(log ?? process.stderr, { end: false });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function oneRun(n: number): Promise<{ ciSeconds: number; run: TestRun }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-test-run-"));
  const logFile = path.join(os.tmpdir(), `lumora-test-run-${n}.log`);
  try {
    if ((await sh("git", ["clone", "--quiet", "--no-hardlinks", process.cwd(), dir], process.cwd())) !== 0)
      throw new Error("git clone failed");
    if ((await sh("git", ["checkout", "--quiet", ref], dir)) !== 0) throw new Error(`git checkout ${ref} failed`);
    console.log(`run ${n}: a fresh clone of ${ref} in ${dir}, load average ${load()}; its output goes to ${logFile}`);
    const started = performance.now();
    const log = fs.createWriteStream(logFile);
    const code = await sh("bash", [".ci/run"], dir, log);
    log.end();
    const ciSeconds = (performance.now() - started) / 1000;
    const report = path.join(dir, "reports/test-run.json");
    if (!fs.existsSync(report)) throw new Error(`run ${n}: .ci/run exited ${code} before npm test wrote its table (${logFile})`);
    const run = JSON.parse(fs.readFileSync(report, "utf8")) as TestRun;
    console.log(`\nrun ${n}: .ci/run exited ${code} after ${(ciSeconds / 60).toFixed(1)} min (npm ci included), load average ${load()}`);
    console.log(formatTestRun(run));
    return { ciSeconds, run };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const results = [];
  for (let n = 1; n <= runs; n++) results.push(await oneRun(n));
  const budgets = testRunBudgets();
  console.log(`\nMedians of ${runs} run(s), seconds (budget):`);
  const layers = results[0]?.run.layers.map((l) => l.layer) ?? [];
  for (const layer of layers) {
    const seconds = median(results.map((r) => r.run.layers.find((l) => l.layer === layer)?.seconds ?? Number.NaN));
    console.log(`  ${layer.padEnd(26)} ${seconds.toFixed(0).padStart(5)} (${budgets.layers[layer] ?? "-"})`);
  }
  const ci = median(results.map((r) => r.ciSeconds));
  console.log(
    `  ${".ci/run as a whole".padEnd(26)} ${ci.toFixed(0).padStart(5)} (${budgets.totalSeconds}) ${ci <= budgets.totalSeconds ? "✓" : "✗"}`,
  );
}

void main();
