/**
 * The targets table of `npm run bench`: one row per target of docs/PERFORMANCE.md, the target beside the figure and
 * ✓ or ✗. A part that did not run (`--only`) prints "not run" rather than leaving its row out.
 */
import { readFileSync } from "node:fs";
import { formatKb, parseBudgets } from "../scripts/lib/js-budget";
import { LIGHTHOUSE_RUNS, type LighthouseRow } from "./audit";
import type { LiveResult } from "./live";
import type { PagesResult } from "./load";
import type { MixedResult } from "./mixed";
import type { SignedInRow } from "./signed-in";
import { SLOW_BODY_CONNECTIONS, SLOW_BODY_P95_RATIO, type SlowBodiesResult, slowBodyRatios } from "./slow-bodies";

export type BenchResults = {
  pages: PagesResult | null;
  audits: LighthouseRow[] | null;
  html: Array<{ name: string; bytes: number }> | null;
  signedIn: SignedInRow[] | null;
  slowBodies: SlowBodiesResult | null;
  mixed: MixedResult | null;
  bareFloorBytes: number | null;
  live: LiveResult | null;
};

/** The HTML and first-load JS targets are the CI budgets' own (budgets.json), so the two never disagree. */
const budgets = parseBudgets(JSON.parse(readFileSync("budgets.json", "utf8")));

export const targets = {
  lighthousePerformance: 95,
  lcpMs: 2500,
  tbtMs: 200,
  clsBelow: 0.02,
  htmlKb: budgets.html.maxKb,
  signedInPagesPerSecond: 60,
  signedInP95Ms: 400,
  loadPageP95Ms: 1000,
  peakRssMb: 500,
  floorRatio: budgets.floorRatioTarget,
  liveKbPerChannel: 64,
  liveBroadcastP95Ms: 2000,
} as const;

type Row = { measure: string; target: string; figure: string | null; met: boolean | null };

const notRun = (what: Pick<Row, "measure" | "target">): Row => ({ ...what, figure: null, met: null });
const mark = (met: boolean | null) => (met === null ? "" : met ? "✓" : "✗");
const each = <T extends { name: string }>(rows: T[], cell: (r: T) => string) => rows.map((r) => `${r.name} ${cell(r)}`).join(", ");
const s = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

function lighthouseRows(audits: LighthouseRow[] | null): Row[] {
  const perf = {
    measure: `Lighthouse mobile performance, median of ${LIGHTHOUSE_RUNS} runs (home, category, product, search, blog post)`,
    target: `≥ ${targets.lighthousePerformance} each`,
  };
  const vitals = {
    measure: "LCP / TBT / CLS on those pages",
    target: `≤ ${s(targets.lcpMs)} / ≤ ${targets.tbtMs} ms / < ${targets.clsBelow}`,
  };
  if (!audits) return [notRun(perf), notRun(vitals)];
  return [
    {
      ...perf,
      figure: each(audits, (a) => String(a.performance)),
      met: audits.every((a) => a.performance >= targets.lighthousePerformance),
    },
    {
      ...vitals,
      figure: each(audits, (a) => `${s(a.lcpMs)} / ${a.tbtMs.toFixed(0)} ms / ${a.cls.toFixed(3)}`),
      met: audits.every((a) => a.lcpMs <= targets.lcpMs && a.tbtMs <= targets.tbtMs && a.cls < targets.clsBelow),
    },
  ];
}

function signedInRows(rows: SignedInRow[] | null): Row[] {
  const target = `≥ ${targets.signedInPagesPerSecond} pages/s, p95 ≤ ${targets.signedInP95Ms} ms`;
  return ["category", "product"].map((name) => {
    const measure = `uncached render for a signed-in customer, 16 connections: ${name} page`;
    const row = rows?.find((r) => r.name === name);
    if (!row) return { measure, target, figure: null, met: null };
    return {
      measure,
      target,
      figure: `${row.rps.toFixed(1)} pages/s, p95 ${row.p95.toFixed(0)} ms${row.errors ? `, ${row.errors} errors` : ""}; server CPU ${row.cpuMsPerPage.toFixed(1)} ms a page`,
      met: row.rps >= targets.signedInPagesPerSecond && row.p95 <= targets.signedInP95Ms && row.errors === 0,
    };
  });
}

function slowBodiesRow(result: SlowBodiesResult | null): Row {
  const row = {
    measure: `those signed-in pages with ${SLOW_BODY_CONNECTIONS} slow request bodies from 8 addresses held open`,
    target: `0 errors, p95 ≤ ${SLOW_BODY_P95_RATIO} × undisturbed`,
  };
  if (!result) return notRun(row);
  const ratios = slowBodyRatios(result);
  return {
    ...row,
    figure: each(
      ratios,
      ({ ratio, row: r }) => `${ratio.toFixed(2)} × (p95 ${r.p95.toFixed(0)} ms)${r.errors ? `, ${r.errors} errors` : ""}`,
    ),
    met: ratios.length > 0 && ratios.every(({ ratio, row: r }) => ratio <= SLOW_BODY_P95_RATIO && r.errors === 0),
  };
}

function loadRows(mixed: MixedResult | null): Row[] {
  const load = {
    measure: "`npm run bench:load` (64 connections, 60 s, 10,000 products)",
    target: `0 errors, page p95 ≤ ${s(targets.loadPageP95Ms)}`,
  };
  const rss = { measure: "peak RSS of the shop during `bench:load` on PGlite", target: `≤ ${targets.peakRssMb} MB` };
  if (!mixed) return [notRun(load), notRun(rss)];
  const shape = `${mixed.connections} connections, ${mixed.seconds} s, ${mixed.products.toLocaleString("en")} products`;
  return [
    {
      ...load,
      figure: `${mixed.errors} errors, page p95 ${s(mixed.pageP95)} (${shape})`,
      met: mixed.errors === 0 && mixed.pageP95 <= targets.loadPageP95Ms,
    },
    {
      ...rss,
      figure: `${mixed.peakRssMb.toFixed(0)} MB`,
      met: mixed.peakRssMb <= targets.peakRssMb,
    },
  ];
}

function firstLoadRows(pages: PagesResult | null, bareFloorBytes: number | null): Row[] {
  const js: Row = pages
    ? {
        measure: "first-load JS",
        target: `≤ ${targets.floorRatio} × the floor`,
        figure: each(pages.rows, (r) => `${(r.firstLoadBytes / pages.floorBytes).toFixed(2)} ×`),
        met: pages.rows.every((r) => r.firstLoadBytes / pages.floorBytes <= targets.floorRatio),
      }
    : { measure: "first-load JS", target: `≤ ${targets.floorRatio} × the floor`, figure: null, met: null };
  const floor: Row = {
    measure: "the floor (/floor) against a bare Next.js page",
    target: "reported",
    figure:
      pages && bareFloorBytes
        ? `${formatKb(pages.floorBytes)} kB against ${formatKb(bareFloorBytes)} kB (${(pages.floorBytes / bareFloorBytes).toFixed(2)} ×)`
        : null,
    met: null,
  };
  return [js, floor];
}

function liveRow(live: LiveResult | null): Row {
  const row = {
    measure: "live channel: 1,000 idle channels held 60 s, then a broadcast to all",
    target: `≤ ${targets.liveKbPerChannel} kB RSS a channel, delivery p95 ≤ ${s(targets.liveBroadcastP95Ms)}`,
  };
  if (!live) return notRun(row);
  return {
    ...row,
    figure: `${live.clients} channels, ${live.holdSeconds} s: ${live.addedKbPerClient.toFixed(1)} kB each, p95 ${live.broadcastP95Ms.toFixed(0)} ms${live.missed ? `, ${live.missed} missed` : ""}`,
    met: live.addedKbPerClient <= targets.liveKbPerChannel && live.broadcastP95Ms <= targets.liveBroadcastP95Ms && live.missed === 0,
  };
}

export function formatTargets(r: BenchResults): string {
  const rows: Row[] = [
    ...lighthouseRows(r.audits),
    {
      measure: "HTML of those pages, uncompressed",
      target: `≤ ${targets.htmlKb} kB`,
      figure: r.html && each(r.html, (h) => `${formatKb(h.bytes)} kB`),
      met: r.html ? r.html.every((h) => h.bytes <= targets.htmlKb * 1024) : null,
    },
    ...signedInRows(r.signedIn),
    slowBodiesRow(r.slowBodies),
    ...loadRows(r.mixed),
    ...firstLoadRows(r.pages, r.bareFloorBytes),
    liveRow(r.live),
  ];
  return [
    "| measure | target | measured | met |",
    "|---|---|---|---|",
    ...rows.map((row) => `| ${row.measure} | ${row.target} | ${row.figure ?? "not run"} | ${mark(row.met)} |`),
  ].join("\n");
}
