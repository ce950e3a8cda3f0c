import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatTestRun, slowestPlaywrightFiles, slowestVitestFiles, testRunBudgets } from "./test-run";

const write = (json: unknown) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "test-run-")), "report.json");
  fs.writeFileSync(file, JSON.stringify(json));
  return file;
};

describe("the test run's table", () => {
  it("marks a layer over its budget, and the whole run against its own", () => {
    const table = formatTestRun({
      totalSeconds: 2500,
      totalBudgetSeconds: 2400,
      layers: [
        { layer: "unit", seconds: 61, budgetSeconds: 120, slowest: [] },
        { layer: "end-to-end", seconds: 1000, budgetSeconds: 900, slowest: [{ file: "e2e/admin.spec.ts (desktop)", seconds: 125 }] },
      ],
    });
    expect(table).toMatch(/unit\s+1:01\s+2:00\s+✓/);
    expect(table).toMatch(/end-to-end\s+16:40\s+15:00\s+✗ over budget/);
    expect(table).toMatch(/whole run\s+41:40\s+40:00\s+✗ over budget/);
    expect(table).toContain("2:05  e2e/admin.spec.ts (desktop)");
  });

  it("budgets every layer npm test runs, and the whole run at most 40 minutes", () => {
    const budgets = testRunBudgets();
    expect(Object.keys(budgets.layers).sort()).toEqual(
      ["build", "end-to-end", "integration (PGlite)", "integration (PostgreSQL)", "lint", "types", "unit"].sort(),
    );
    expect(budgets.totalSeconds).toBeLessThanOrEqual(40 * 60);
  });

  it("lists a Vitest report's slowest files first, by each file's own wall time", () => {
    const cwd = process.cwd();
    const file = write({
      testResults: [
        { name: `${cwd}/a.test.ts`, startTime: 0, endTime: 1000 },
        { name: `${cwd}/b.test.ts`, startTime: 0, endTime: 9000 },
      ],
    });
    expect(slowestVitestFiles(file)).toEqual([
      { file: "b.test.ts", seconds: 9 },
      { file: "a.test.ts", seconds: 1 },
    ]);
  });

  it("adds up a Playwright spec's tests per project, retries included, through nested describes", () => {
    const test = (projectName: string, ...durations: number[]) => ({ projectName, results: durations.map((duration) => ({ duration })) });
    const file = write({
      suites: [
        {
          file: "cart.spec.ts",
          specs: [{ tests: [test("desktop", 2000), test("mobile", 3000, 1000)] }],
          suites: [{ file: "cart.spec.ts", specs: [{ tests: [test("desktop", 5000)] }] }],
        },
      ],
    });
    expect(slowestPlaywrightFiles(file)).toEqual([
      { file: "cart.spec.ts (desktop)", seconds: 7 },
      { file: "cart.spec.ts (mobile)", seconds: 4 },
    ]);
  });
});
