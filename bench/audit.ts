/**
 * Lighthouse 13 (mobile form factor, simulated throttling: its defaults) for each page: the four category
 * scores with LCP, TBT and CLS. Runs the CLI against Debian's Chromium (installed first where none is found, as
 * `npm test` does), one page at a time.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "../scripts/lib/debian-tools";
import type { BenchPage } from "./lib/pages";

export type LighthouseRow = BenchPage & {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const chromeFlags =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const categories = ["performance", "accessibility", "best-practices", "seo"];

type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
};

function lighthouse(url: string, output: string): Promise<void> {
  const args = [
    url,
    `--chrome-flags=${chromeFlags}`,
    `--only-categories=${categories.join(",")}`,
    "--output=json",
    `--output-path=${output}`,
    "--quiet",
    // The browser's debugging port: random unless LIGHTHOUSE_PORT names one (a shared machine hands out port ranges).
    ...(process.env.LIGHTHOUSE_PORT ? [`--port=${process.env.LIGHTHOUSE_PORT}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/lighthouse", args, {
      env: { ...process.env, CHROME_PATH: ensureChromium() },
      stdio: ["ignore", "ignore", "inherit"],
    });
    // Bounded: a hung Chrome must not hang the benchmark.
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse ${url} exited with ${code}`));
    });
  });
}

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const metric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/** The weighted audits that cost a category points: what to look at when a score is under 100. */
const failing = (report: Report) =>
  categories.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id} ${report.audits[ref.id]?.score}`),
  );

/** Runs per page; the row holds the median of each figure (the targets are on the median of three runs). */
export const LIGHTHOUSE_RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** What the largest paint was, for the log: a score held back by LCP is fixed on that element. */
const lcpElement = (report: Report) => {
  const items = (report.audits["lcp-breakdown-insight"] as { details?: { items?: { type: string; selector?: string }[] } } | undefined)
    ?.details?.items;
  return items?.find((item) => item.type === "node")?.selector ?? "unknown";
};

function rowOf(page: BenchPage, report: Report): LighthouseRow {
  return {
    ...page,
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    lcpMs: metric(report, "largest-contentful-paint"),
    tbtMs: metric(report, "total-blocking-time"),
    cls: metric(report, "cumulative-layout-shift"),
  };
}

export async function benchLighthouse(base: string, pages: BenchPage[], runs = LIGHTHOUSE_RUNS): Promise<LighthouseRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-lighthouse-"));
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      const runRows: LighthouseRow[] = [];
      for (let run = 1; run <= runs; run++) {
        const output = path.join(dir, `${rows.length}-${run}.json`);
        await lighthouse(new URL(page.path, base).toString(), output);
        const report = JSON.parse(fs.readFileSync(output, "utf8")) as Report;
        const row = rowOf(page, report);
        runRows.push(row);
        console.log(
          `  lighthouse: ${page.name} (${page.path}) run ${run}: performance ${row.performance}, LCP ${row.lcpMs.toFixed(0)} ms (${lcpElement(report)}), TBT ${row.tbtMs.toFixed(0)} ms`,
        );
        console.log(`    below 1: ${failing(report).join(", ") || "none"}`);
      }
      const of = (key: keyof Omit<LighthouseRow, keyof BenchPage>) => median(runRows.map((r) => r[key]));
      rows.push({
        ...page,
        performance: of("performance"),
        accessibility: of("accessibility"),
        bestPractices: of("bestPractices"),
        seo: of("seo"),
        lcpMs: of("lcpMs"),
        tbtMs: of("tbtMs"),
        cls: of("cls"),
      });
    }
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
