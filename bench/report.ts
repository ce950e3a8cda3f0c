/** The benchmark's one table (Markdown, pasted into docs/PERFORMANCE.md as is), with each target marked met or missed. */
import { formatKb } from "../scripts/lib/js-budget";
import { LIGHTHOUSE_RUNS, type LighthouseRow } from "./audit";
import type { Driven } from "./lib/drive";
import { percentile } from "./lib/server";
import type { PagesResult } from "./load";
import { SEARCH_CONNECTIONS } from "./search";
import { targets } from "./targets";

const { floorRatio: floorRatioTarget, peakRssMb: rssTargetMb, lighthousePerformance, clsBelow } = targets;
const cachedRatioTarget = 0.5;

const mark = (ok: boolean) => (ok ? "✓" : "✗ missed");
const pct = (n: number) => `${(n * 100).toFixed(0)} %`;

export function formatReport(pages: PagesResult | null, audits: LighthouseRow[] | null, search: Driven | null, missing: string[]): string {
  const lines: string[] = [];
  const names = [...new Set([...(pages?.rows ?? []), ...(audits ?? [])].map((r) => r.name))];
  const header = ["page", "path"];
  if (pages) header.push("req/s", "p95 ms", "vs static", "first-load JS kB", "vs floor");
  if (audits) header.push("perf", "a11y", "best pr.", "SEO", "LCP ms", "TBT ms", "CLS");
  lines.push(`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`);
  if (pages) {
    const s = pages.staticRate;
    const cells = ["static file", "/locales/tr/common.json", s.rps.toFixed(0), s.p95.toFixed(0), "1.00", "", ""];
    if (audits) cells.push("", "", "", "", "", "", "");
    lines.push(`| ${cells.join(" | ")} |`);
    const cellsFloor = ["floor (empty page)", "/floor", "", "", "", formatKb(pages.floorBytes), "1.00"];
    if (audits) cellsFloor.push("", "", "", "", "", "", "");
    lines.push(`| ${cellsFloor.join(" | ")} |`);
  }
  for (const name of names) {
    const p = pages?.rows.find((r) => r.name === name);
    const a = audits?.find((r) => r.name === name);
    const cells = [name, p?.path ?? a?.path ?? ""];
    if (pages && p) {
      const ratio = p.rps / pages.staticRate.rps;
      const floorRatio = p.firstLoadBytes / pages.floorBytes;
      cells.push(
        `${p.rps.toFixed(0)}${p.errors ? ` (${p.errors} errors)` : ""}`,
        Number.isNaN(p.p95) ? "no answer" : p.p95.toFixed(0),
        ratio.toFixed(2),
        formatKb(p.firstLoadBytes),
        `${floorRatio.toFixed(2)}${floorRatio > floorRatioTarget ? " ✗" : ""}`,
      );
    } else if (pages) cells.push("", "", "", "", "");
    if (audits && a)
      cells.push(
        `${a.performance}${a.performance < lighthousePerformance ? " ✗" : ""}`,
        `${a.accessibility}${a.accessibility < 100 ? " ✗" : ""}`,
        `${a.bestPractices}${a.bestPractices < 100 ? " ✗" : ""}`,
        `${a.seo}${a.seo < 100 ? " ✗" : ""}`,
        a.lcpMs.toFixed(0),
        a.tbtMs.toFixed(0),
        `${a.cls.toFixed(3)}${a.cls >= clsBelow ? " ✗" : ""}`,
      );
    else if (audits) cells.push("", "", "", "", "", "", "");
    lines.push(`| ${cells.join(" | ")} |`);
  }
  if (pages) {
    lines.push(
      "",
      `Peak server RSS under these page loads: ${pages.peakRssMb.toFixed(0)} MB (for reference: the ≤ ${rssTargetMb} MB target is bench:load's, in the targets table)`,
    );
    for (const name of ["category", "product"]) {
      const row = pages.rows.find((r) => r.name === name);
      if (row) {
        const ratio = row.rps / pages.staticRate.rps;
        lines.push(
          `Cached ${name} page at ${pct(ratio)} of the static-file rate (target ≥ ${pct(cachedRatioTarget)}: ${mark(ratio >= cachedRatioTarget)})`,
        );
      }
    }
    lines.push(
      `First-load JS target ≤ ${floorRatioTarget} × floor; Lighthouse targets: performance ≥ ${lighthousePerformance} (median of ${LIGHTHOUSE_RUNS} runs), the others 100, CLS < ${clsBelow} (✗ marks a miss)`,
    );
  }
  if (search) {
    const p95 = percentile(search.latencies, 0.95);
    lines.push(
      `Search API (POST /api/catalog/search, bench/search.ts query mix, ${SEARCH_CONNECTIONS} connections, the search target's load): ${search.rps.toFixed(0)} req/s, p50 ${percentile(search.latencies, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(search.latencies, 0.99).toFixed(1)} ms${search.errors ? `, ${search.errors} errors` : ""} (target p95 ≤ 10 ms: ${mark(p95 <= 10)})`,
    );
  }
  if (missing.length) lines.push(`Not measured (no such page in this build): ${missing.join(", ")}`);
  return lines.join("\n");
}
