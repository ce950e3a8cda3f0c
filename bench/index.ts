/**
 * `npm run bench [-- --only pages|lighthouse --products 10000 --duration 10 --connections 32]`
 *
 * Builds if needed, seeds a scratch PGlite catalogue (.data-bench/, kept between runs), serves the production
 * build on it over loopback, measures the five storefront pages (load, first-load JS, peak RSS; Lighthouse) and
 * the search API (bench/search.ts's query mix), and prints one Markdown table; then the job queue's line (bench/jobs.ts:
 * worker throughput and the place-order p95 with the mail sent in the request or queued). `bench:pages`,
 * `bench:lighthouse` and `bench:jobs` run one part. See docs/PERFORMANCE.md.
 */
import { benchLighthouse } from "./audit";
import { benchJobs } from "./jobs";
import { resolvePages } from "./lib/pages";
import { ensureBuild, option, prepareCatalogue, startServer } from "./lib/server";
import { benchPages } from "./load";
import { formatReport } from "./report";
import { SEARCH_CONNECTIONS, searchLoad } from "./search";

const only = option("only", "all");
const products = Number(option("products", "10000"));
const seconds = Number(option("duration", "10"));
const connections = Number(option("connections", "32"));
const port = Number(process.env.BENCH_PORT ?? 3209);

async function main() {
  if (!["all", "pages", "lighthouse"].includes(only)) throw new Error(`--only takes pages or lighthouse, not ${only}`);
  await ensureBuild();
  const dir = await prepareCatalogue(products);
  const server = await startServer(dir, port);
  try {
    const { pages, missing } = await resolvePages(server.base);
    const loadResult = only === "lighthouse" ? null : await benchPages(server, pages, { seconds, connections });
    const search = only === "all" ? await searchLoad(server.base, seconds, SEARCH_CONNECTIONS) : null;
    const audits = only === "pages" ? null : await benchLighthouse(server.base, pages);
    console.log(`\n${products.toLocaleString("en")} products, ${connections} connections, ${seconds} s per page, loopback\n`);
    console.log(formatReport(loadResult, audits, search, missing));
  } finally {
    await server.stop();
  }
  if (only === "all") console.log(`\n${await benchJobs()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
