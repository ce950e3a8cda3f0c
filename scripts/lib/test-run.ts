/**
 * The wall time of each layer of `npm test` against its budget (budgets.json, `testRun`), with each slow layer's
 * slowest files, printed at the end of the run and kept in reports/test-run.json for `npm run bench:test-run`.
 */
import fs from "node:fs";

export type SlowFile = { file: string; seconds: number };
export type LayerTime = { layer: string; seconds: number; budgetSeconds: number | null; slowest: SlowFile[] };
export type TestRun = { totalSeconds: number; totalBudgetSeconds: number; layers: LayerTime[] };

type TestRunBudgets = { totalSeconds: number; layers: Record<string, number> };

export const testRunBudgets = (): TestRunBudgets => JSON.parse(fs.readFileSync("budgets.json", "utf8")).testRun;

/** How many of a layer's slowest files the table lists. */
const SLOWEST = 5;

const top = (files: SlowFile[]) => files.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);

/** A Vitest JSON report's files by their own wall time (a file runs in one worker, start to end). */
export function slowestVitestFiles(report: string): SlowFile[] {
  const { testResults } = JSON.parse(fs.readFileSync(report, "utf8")) as {
    testResults: { name: string; startTime: number; endTime: number }[];
  };
  const cwd = `${process.cwd()}/`;
  return top(testResults.map((r) => ({ file: r.name.replace(cwd, ""), seconds: (r.endTime - r.startTime) / 1000 })));
}

type PwSuite = { file: string; specs?: { tests: { projectName: string; results: { duration: number }[] }[] }[]; suites?: PwSuite[] };

/** A Playwright JSON report's spec files by the time their tests took, per project (`cart.spec.ts (mobile)`). */
export function slowestPlaywrightFiles(report: string): SlowFile[] {
  const { suites } = JSON.parse(fs.readFileSync(report, "utf8")) as { suites: PwSuite[] };
  const sums = new Map<string, number>();
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const key = `${suite.file} (${test.projectName})`;
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        sums.set(key, (sums.get(key) ?? 0) + ms);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  return top([...sums].map(([file, ms]) => ({ file, seconds: ms / 1000 })));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;
const mark = (seconds: number, budget: number | null) => (budget === null ? "" : seconds <= budget ? "✓" : "✗ over budget");

export function formatTestRun(run: TestRun): string {
  const rows = run.layers.map(
    (l) =>
      `  ${l.layer.padEnd(26)} ${clock(l.seconds).padStart(6)}   ${l.budgetSeconds === null ? "     -" : clock(l.budgetSeconds).padStart(6)}   ${mark(l.seconds, l.budgetSeconds)}`,
  );
  const slow = run.layers
    .filter((l) => l.slowest.length > 0)
    .flatMap((l) => [`  ${l.layer}:`, ...l.slowest.map((f) => `    ${clock(f.seconds).padStart(6)}  ${f.file}`)]);
  return [
    "== Wall time of each layer (m:ss) ==",
    `  ${"layer".padEnd(26)} ${"time".padStart(6)}   ${"budget".padStart(6)}`,
    ...rows,
    `  ${"whole run".padEnd(26)} ${clock(run.totalSeconds).padStart(6)}   ${clock(run.totalBudgetSeconds).padStart(6)}   ${mark(run.totalSeconds, run.totalBudgetSeconds)}`,
    "",
    "Slowest files of each layer (m:ss):",
    ...slow,
  ].join("\n");
}

/** Times the layers of one run as they are run, in order. */
export function layerClock() {
  const started = performance.now();
  const budgets = testRunBudgets();
  const layers: LayerTime[] = [];
  return {
    async time<T>(layer: string, work: () => Promise<T>, slowest: () => SlowFile[] = () => []): Promise<T> {
      const start = performance.now();
      try {
        return await work();
      } finally {
        let files: SlowFile[] = [];
        try {
          files = slowest();
        } catch {
          // A layer that stopped before writing its report has no files to list; its time still counts.
        }
        layers.push({ layer, seconds: (performance.now() - start) / 1000, budgetSeconds: budgets.layers[layer] ?? null, slowest: files });
      }
    },
    report(): TestRun {
      const run = { totalSeconds: (performance.now() - started) / 1000, totalBudgetSeconds: budgets.totalSeconds, layers };
      fs.writeFileSync("reports/test-run.json", `${JSON.stringify(run, null, 2)}\n`);
      return run;
    },
  };
}
