/**
 * `npm test`: every layer, in order: type check and lint, unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
 * budgets, then end-to-end in Chromium. Chromium is checked first so a missing browser fails fast and loudly.
 */
import fs from "node:fs";
import { runE2e } from "./e2e";
import { ensureChromium } from "./lib/chromium";
import { bin, fail, requireSupportedNode, run } from "./lib/proc";

type Counts = { passed: number; failed: number; skipped: number };

function vitestCounts(file: string): Counts {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

async function main() {
  requireSupportedNode();
  try {
    ensureChromium();
  } catch (err) {
    fail((err as Error).message);
  }
  if (!process.env.TEST_DATABASE_URL)
    console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only (CI runs them on PostgreSQL too).");
  fs.mkdirSync("reports", { recursive: true });

  console.log("\n== Type check (tsc) ==");
  if ((await run(bin("tsc"), ["--noEmit", "-p", "tsconfig.json"])) !== 0) fail("The type check failed.");

  console.log("\n== Lint and format (Biome) ==");
  if ((await run(bin("biome"), ["check", "."])) !== 0) fail("Biome found problems: `npx biome check --write .` fixes most.");

  console.log("\n== Unit and integration tests (Vitest) ==");
  const vitest = await run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/vitest.json"]);
  if (vitest !== 0) fail("Unit or integration tests failed.");

  const e2e = await runE2e();
  const totals = [vitestCounts("reports/vitest.json"), playwrightCounts("reports/e2e.json")].reduce((a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }));
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
  process.exit(e2e === 0 && totals.failed === 0 ? 0 : 1);
}

void main();
