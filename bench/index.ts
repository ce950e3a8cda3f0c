/**
 * `npm run bench [-- --only pages|signed-in|slow-bodies|load|lighthouse|live --products 10000 --duration 10 --connections 32]`
 *
 * Builds if needed, seeds a scratch PGlite catalogue (.data-bench/, kept between runs), serves the production
 * build on it over loopback and measures the five storefront pages: guests' load and HTML size, first-load JS
 * (against the shop's floor and a bare Next.js page), the signed-in customer's uncached render (bench/signed-in.ts),
 * the same signed-in pages while 64 slow request bodies are held open (bench/slow-bodies.ts), the search API
 * (bench/search.ts's query mix) and Lighthouse. Then `bench:load`'s mixed traffic on a server of its
 * own (bench/mixed.ts: 64 connections, 60 s, and the peak RSS), and the job queue's line (bench/jobs.ts: worker
 * throughput and the place-order p95 with the mail sent in the request or queued), and the live channel's line
 * (bench/live.ts: 1,000 idle channels, `--live-hold` seconds, default 60). Prints the detailed table and
 * the targets table.
 * `--only` runs one part. BENCH_PORT (default 3209) is the shop's port; the bare Next.js page is served on the next.
 * See docs/PERFORMANCE.md.
 */
import os from "node:os";
import { benchLighthouse } from "./audit";
import { benchJobs } from "./jobs";
import { bareNextFloorBytes } from "./lib/bare-next";
import { htmlSizes, resolvePages } from "./lib/pages";
import { ensureBuild, option, prepareCatalogue, startServer } from "./lib/server";
import { benchLive, formatLive } from "./live";
import { benchPages } from "./load";
import { formatMixed, mixedLoad } from "./mixed";
import { formatReport } from "./report";
import { SEARCH_CONNECTIONS, searchLoad } from "./search";
import { benchSignedIn } from "./signed-in";
import { benchSlowBodies, formatSlowBodies } from "./slow-bodies";
import { type BenchResults, formatTargets } from "./targets";

const parts = ["all", "pages", "signed-in", "slow-bodies", "load", "lighthouse", "live"];
const only = option("only", "all");
const products = Number(option("products", "10000"));
const seconds = Number(option("duration", "10"));
const connections = Number(option("connections", "32"));
const port = Number(process.env.BENCH_PORT ?? 3209);
const liveHold = Number(option("live-hold", "60"));
const runs = (part: string) => only === "all" || only === part;

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

async function main() {
  if (!parts.includes(only)) throw new Error(`--only takes ${parts.slice(1).join(", ")}, not ${only}`);
  console.log(`load average at the start: ${loadAverage()}`);
  await ensureBuild();
  const dir = await prepareCatalogue(products);
  const results: BenchResults = {
    pages: null,
    audits: null,
    html: null,
    signedIn: null,
    slowBodies: null,
    mixed: null,
    bareFloorBytes: null,
    live: null,
  };
  let search = null;
  let missing: string[] = [];
  if (only !== "load" && only !== "live") {
    const server = await startServer(dir, port);
    try {
      const resolved = await resolvePages(server.base);
      missing = resolved.missing;
      const { pages } = resolved;
      if (runs("pages")) {
        results.pages = await benchPages(server, pages, { seconds, connections });
        results.html = await htmlSizes(server.base, pages);
      }
      if (runs("signed-in")) results.signedIn = await benchSignedIn(server, pages, { seconds });
      if (runs("slow-bodies")) results.slowBodies = await benchSlowBodies(server, pages, { seconds });
      if (only === "all") search = await searchLoad(server.base, seconds, SEARCH_CONNECTIONS);
      if (runs("lighthouse")) results.audits = await benchLighthouse(server.base, pages);
    } finally {
      await server.stop();
    }
    if (runs("pages")) results.bareFloorBytes = await bareNextFloorBytes(port + 1);
  }
  if (runs("load")) results.mixed = await mixedLoad({ products, seconds: 60, connections: 64, port });
  if (runs("live")) results.live = await benchLive({ clients: 1000, holdSeconds: liveHold, broadcasts: 5, products, port });
  console.log(`\n${products.toLocaleString("en")} products, ${connections} connections, ${seconds} s per page, loopback\n`);
  if (!["load", "signed-in", "slow-bodies", "live"].includes(only))
    console.log(`${formatReport(results.pages, results.audits, search, missing)}\n`);
  if (results.slowBodies) console.log(`slow bodies\n\n${formatSlowBodies(results.slowBodies)}\n`);
  if (results.mixed) console.log(`bench:load\n\n${formatMixed(results.mixed)}\n`);
  if (results.live) console.log(`bench:live\n\n${formatLive(results.live)}\n`);
  console.log(`Targets (load average at the end: ${loadAverage()})\n\n${formatTargets(results)}`);
  if (only === "all") console.log(`\n${await benchJobs()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
