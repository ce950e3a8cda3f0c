/**
 * `npx tsx bench/browser-profile.ts <url> [--runs 5] [--throttle 4] [--settle 3] [--top 15] [--desktop]`
 *
 * The browser's main-thread work of one page load, as Lighthouse's "total blocking time" sees it but measured
 * directly: Chromium (CHROME_PATH, default /usr/bin/chromium) at a phone's viewport (or `--desktop`), the CPU slowed
 * `--throttle` times through the DevTools protocol, a first visit each run (fresh context: cookie banner and
 * popup included). Per run: the time spent running JavaScript (`ScriptDuration` of the protocol's Performance
 * metrics) and all main-thread tasks (`TaskDuration`), both up to `--settle` seconds after `load`, and the blocking
 * time (each long task's time beyond 50 ms, from the page's own `longtask` observer), and which element was the
 * largest paint. Then the median of each,
 * and the functions with the most self time over all runs (V8's sampling profiler, by script and function).
 * On a machine shared with other work the absolute figures move with the neighbours: compare two builds back to
 * back, same flags. docs/PERFORMANCE.md ("Main-thread work") gives the figures.
 */
import { chromium, devices } from "@playwright/test";
import { ensureChromium } from "../scripts/lib/debian-tools";
import { option } from "./lib/server";

type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const url = process.argv[2] ?? "";
if (!url.startsWith("http")) {
  console.error("usage: npx tsx bench/browser-profile.ts <url> [--runs 5] [--throttle 4] [--settle 3] [--top 15] [--desktop]");
  process.exit(2);
}
const runs = Number(option("runs", "5"));
const throttle = Number(option("throttle", "4"));
const settleMs = Number(option("settle", "3")) * 1000;
const top = Number(option("top", "15"));
const desktop = process.argv.includes("--desktop");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const shortUrl = (u: string) => (u ? u.replace(/^https?:\/\/[^/]+/, "").replace(/^\/_next\/static\/chunks\//, "") : "(native)");

async function main() {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
  });
  const device = desktop ? { viewport: { width: 1366, height: 900 } } : { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };
  const selfTime = new Map<string, number>();
  const rows: { script: number; task: number; blocking: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ ...device, locale: "tr-TR" });
    await context.addInitScript(() => {
      const w = window as unknown as { __blocking: number; __lcp: string };
      w.__blocking = 0;
      w.__lcp = "";
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__blocking += Math.max(0, entry.duration - 50);
      }).observe({ type: "longtask", buffered: true });
      // The largest paint's element, to tell which one it is (a photo of the page, or the first visit's popup).
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
        if (last) w.__lcp = `${Math.round(last.startTime)} ms ${last.element?.tagName.toLowerCase() ?? "?"} ${(last.url ?? "").slice(-60)}`;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await cdp.send("Performance.enable");
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(settleMs);
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    const { metrics } = await cdp.send("Performance.getMetrics");
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const { blocking, lcp } = await page.evaluate(() => {
      const w = window as unknown as { __blocking: number; __lcp: string };
      return { blocking: w.__blocking, lcp: w.__lcp };
    });
    rows.push({ script: metric("ScriptDuration"), task: metric("TaskDuration"), blocking });
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === "(idle)") return;
      const key = `${frame.functionName || "(anonymous)"}  ${shortUrl(frame.url)}`;
      selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    console.log(
      `run ${run + 1}: script ${rows.at(-1)!.script.toFixed(0)} ms, tasks ${rows.at(-1)!.task.toFixed(0)} ms, blocking ${blocking.toFixed(0)} ms; largest paint ${lcp}`,
    );
    await context.close();
  }
  await browser.close();
  console.log(
    `\n${url} (${desktop ? "desktop" : "phone"}, CPU ${throttle}x, ${runs} runs): median script ${median(rows.map((r) => r.script)).toFixed(0)} ms, ` +
      `tasks ${median(rows.map((r) => r.task)).toFixed(0)} ms, blocking ${median(rows.map((r) => r.blocking)).toFixed(0)} ms`,
  );
  console.log(`\nself time per run (ms), top ${top}:`);
  for (const [key, ms] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(ms / runs).toFixed(1).padStart(8)}  ${key}`);
}

void main();
