/**
 * `npx tsx bench/lcp-graph.ts <dir>`, where `<dir>` holds a load Lighthouse kept (`lighthouse <url> -G=<dir>`).
 *
 * What Lighthouse's largest-paint estimate (Lantern, simulated slow 4G and a 4× slower CPU) is made of: its
 * optimistic and pessimistic estimates, then every request and main-thread task of the pessimistic graph with its
 * simulated start and end, in order. The last node to end is the estimate; the chain of nodes that ends there (a
 * request that starts when another ends, a task that waits for a download) is what to shorten. A task is listed with
 * its observed length and the scripts it evaluated. docs/PERFORMANCE.md ("The largest paint") uses it.
 */
import fs from "node:fs";
import path from "node:path";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";

type GraphNode = {
  type: "network" | "cpu";
  duration: number;
  request?: { url: string; transferSize: number; priority: string };
  getEvaluateScriptURLs?: () => Set<string>;
};
type Timing = { startTime: number; endTime: number };
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, Timing> };

const dir = process.argv[2] ?? "";
if (!fs.existsSync(path.join(dir, "trace.json"))) {
  console.error("usage: npx tsx bench/lcp-graph.ts <dir kept by lighthouse -G=<dir>>");
  process.exit(2);
}
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
const artifacts = read("artifacts.json");
const settings = structuredClone(defaultSettings);
const data = {
  trace: read("trace.json"),
  devtoolsLog: read("devtoolslog.json"),
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps ?? [],
  HostDPR: artifacts.HostDPR,
  simulator: null,
};
// biome-ignore lint/suspicious/noExplicitAny: Lighthouse's computed artefacts take its internal context type
const lcp = await LanternLargestContentfulPaint.request(data as any, { computedCache: new Map() } as any);
const { optimisticEstimate, pessimisticEstimate } = lcp as unknown as { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
console.log(
  `estimate ${lcp.timing.toFixed(0)} ms: optimistic ${optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${pessimisticEstimate.timeInMs.toFixed(0)}`,
);

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70);
for (const [node, timing] of [...pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
  const what =
    node.type === "network" && node.request
      ? `${shortUrl(node.request.url)} (${(node.request.transferSize / 1024).toFixed(1)} kB, ${node.request.priority})`
      : `task of ${(node.duration / 1000).toFixed(1)} ms observed ${[...(node.getEvaluateScriptURLs?.() ?? [])].map(shortUrl).join(" ")}`;
  console.log(`${timing.startTime.toFixed(0).padStart(6)} ${timing.endTime.toFixed(0).padStart(6)}  ${what}`);
}
