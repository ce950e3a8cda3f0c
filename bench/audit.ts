/**
 * Lighthouse 13 (mobile form factor, simulated throttling: its defaults) for each page: the four category
 * scores with LCP, TBT and CLS. Runs the CLI against Debian's Chromium (installed first where none is found, as
 * `npm test` does), one page at a time.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "../scripts/lib/chromium";
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

export async function benchLighthouse(base: string, pages: BenchPage[]): Promise<LighthouseRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-lighthouse-"));
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      console.log(`  lighthouse: ${page.name} (${page.path})`);
      const output = path.join(dir, `${rows.length}.json`);
      await lighthouse(new URL(page.path, base).toString(), output);
      const report = JSON.parse(fs.readFileSync(output, "utf8")) as Report;
      console.log(`    below 1: ${failing(report).join(", ") || "none"}`);
      rows.push({
        ...page,
        performance: score(report, "performance"),
        accessibility: score(report, "accessibility"),
        bestPractices: score(report, "best-practices"),
        seo: score(report, "seo"),
        lcpMs: metric(report, "largest-contentful-paint"),
        tbtMs: metric(report, "total-blocking-time"),
        cls: metric(report, "cumulative-layout-shift"),
      });
    }
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
