/**
 * `npm test`: every layer, in order: type check, lint, unit, integration on PGlite and (when TEST_DATABASE_URL is
 * set) on PostgreSQL, the production build, then end-to-end in Chromium. Chromium is checked first so a missing
 * browser fails fast and loudly. At the end, or at the first layer that fails, it prints each layer's wall time
 * against its budget (budgets.json) and each slow layer's slowest files (scripts/lib/test-run.ts).
 */
import fs from "node:fs";
import { buildForE2e, runPlaywright } from "./e2e";
import { ensureChromium, ensureJava, ensureNginx } from "./lib/debian-tools";
import { bin, fail, requireSupportedNode, run } from "./lib/proc";
import { formatTestRun, layerClock, slowestPlaywrightFiles, slowestVitestFiles } from "./lib/test-run";

type Counts = { passed: number; failed: number; skipped: number };

function vitestCounts(file: string): Counts {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const clock = layerClock();

function stop(line: string): never {
  console.log(`\n${formatTestRun(clock.report())}`);
  fail(line);
}

/** One Vitest project as a layer of its own, with its own JSON report. */
async function vitestLayer(layer: string, project: string): Promise<string> {
  const report = `reports/vitest-${project}.json`;
  console.log(`\n== ${layer} (Vitest) ==`);
  const args = ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  const code = await clock.time(
    layer,
    () => run(bin("vitest"), args),
    () => slowestVitestFiles(report),
  );
  if (code !== 0) stop(`${layer}: tests failed.`);
  return report;
}

async function main() {
  requireSupportedNode();
  try {
    ensureChromium();
    ensureJava();
    if (process.env.TEST_DATABASE_URL) ensureNginx();
  } catch (err) {
    fail((err as Error).message);
  }
  if (!process.env.TEST_DATABASE_URL)
    console.log(
      "TEST_DATABASE_URL is not set: integration tests run on PGlite only, and the end-to-end test behind nginx on two instances does not run (CI runs both on PostgreSQL).",
    );
  fs.mkdirSync("reports", { recursive: true });

  console.log("\n== Type check (tsc) ==");
  if ((await clock.time("types", () => run(bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]))) !== 0) stop("The type check failed.");

  console.log("\n== Lint and format (Biome) ==");
  if ((await clock.time("lint", () => run(bin("biome"), ["check", "."]))) !== 0)
    stop("Biome found problems: `npx biome check --write .` fixes most.");

  const reports = [await vitestLayer("unit", "unit"), await vitestLayer("integration (PGlite)", "integration-pglite")];
  if (process.env.TEST_DATABASE_URL) reports.push(await vitestLayer("integration (PostgreSQL)", "integration-postgres"));

  if ((await clock.time("build", () => buildForE2e())) !== 0) stop("The production build failed.");
  const e2e = await clock.time(
    "end-to-end",
    () => runPlaywright(),
    () => slowestPlaywrightFiles("reports/e2e.json"),
  );

  const totals = [...reports.map(vitestCounts), playwrightCounts("reports/e2e.json")].reduce((a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }));
  console.log(`\n${formatTestRun(clock.report())}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
  process.exit(e2e === 0 && totals.failed === 0 ? 0 : 1);
}

void main();
