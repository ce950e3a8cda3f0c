/**
 * `npm run bench:load [-- --duration 60 --connections 64 --products 10000]`
 *
 * Mixed shop traffic against the production build on the scratch catalogue (bench/lib/server.ts). Every
 * connection is a visitor going round: the home page, the search API, a category page, the search API again, a
 * product page, then the cart API with a cart of its own (add a product, read the cart, take the product out).
 * Categories, products and queries (bench/search.ts's mix) rotate. Each round is a new visitor, so carts are
 * created all the time, as on a real shop. Every answer other than 2xx/3xx, every connection error and every
 * timeout counts as an error. Prints the overall p50/p95/p99, the rate, the errors per kind and the server's
 * peak RSS, as a Markdown table for docs/PERFORMANCE.md ("Load").
 */
import os from "node:os";
import type autocannon from "autocannon";
import { and, eq, gt, isNull, notExists } from "drizzle-orm";
import { drive } from "./lib/drive";
import { sampleRss } from "./lib/rss";
import { ensureBuild, option, percentile, prepareCatalogue, startServer } from "./lib/server";
import { queryMix } from "./search";

const seconds = Number(option("duration", "60"));
const connections = Number(option("connections", "64"));
const products = Number(option("products", "10000"));
const port = Number(process.env.BENCH_PORT ?? 3209);

type Kind = "page" | "search" | "cart";
type Tally = Record<Kind, { answers: number; failed: number }>;

/** Category slugs and buyable products (no variants, in stock) of the scratch catalogue; read before the server owns it. */
async function catalogueSample(dir: string) {
  const { openPglite } = await import("@/server/db/client");
  const { categories, products: productTable, productVariants } = await import("@/server/db/schema");
  const handle = openPglite(dir);
  try {
    const d = handle.db;
    const cats = await d.select({ slug: categories.slug }).from(categories).where(isNull(categories.parentId)).limit(8);
    const items = await d
      .select({ id: productTable.id, slug: productTable.slug })
      .from(productTable)
      .where(
        and(
          eq(productTable.isActive, true),
          gt(productTable.stock, 100),
          notExists(d.select().from(productVariants).where(eq(productVariants.productId, productTable.id))),
        ),
      )
      .limit(40);
    if (cats.length === 0 || items.length === 0) throw new Error("the scratch catalogue has no categories or buyable products");
    return { categories: cats.map((c) => `/${c.slug}`), products: items };
  } finally {
    await handle.close();
  }
}

/** One visitor's round, as autocannon requests; `tally` counts answers and failures per kind. */
function visitorRound(sample: Awaited<ReturnType<typeof catalogueSample>>, tally: Tally): autocannon.Request[] {
  let turn = 0;
  const pick = <T>(list: T[]) => list[turn++ % list.length]!;
  const count = (kind: Kind) => (status: number) => {
    tally[kind].answers++;
    if (status < 200 || status >= 400) tally[kind].failed++;
  };
  const json = { "content-type": "application/json" };
  const search: autocannon.Request = {
    method: "POST",
    path: "/api/catalog/search",
    headers: json,
    setupRequest: (req) => ({ ...req, body: JSON.stringify({ searchQuery: pick(queryMix) }) }),
    onResponse: count("search"),
  };
  const page = (path: () => string): autocannon.Request => ({
    method: "GET",
    path: "/",
    setupRequest: (req) => ({ ...req, path: path() }),
    onResponse: count("page"),
  });
  // autocannon's per-connection context, reset at the start of each round: this visitor's cart cookie and product.
  const visitor = (context: object) => context as { cookie?: string; productId?: number };
  const withCart = (path: string, body: (v: ReturnType<typeof visitor>) => unknown): autocannon.Request => ({
    method: "POST",
    path,
    setupRequest: (req, context) => ({
      ...req,
      headers: { ...json, cookie: visitor(context).cookie ?? "" },
      body: JSON.stringify(body(visitor(context))),
    }),
    onResponse: (status, _body, context, headers) => {
      count("cart")(status);
      const set = headers?.["set-cookie"];
      if (set) visitor(context).cookie = String(set).split(";")[0];
    },
  });
  return [
    page(() => "/"),
    search,
    page(() => pick(sample.categories)),
    search,
    page(() => `/${pick(sample.products).slug}`),
    withCart("/api/cart/add-item", (v) => {
      v.productId = pick(sample.products).id;
      return { item: { productId: v.productId, quantity: 1 } };
    }),
    withCart("/api/cart", () => ({})),
    withCart("/api/cart/remove-item", (v) => ({ item: { productId: v.productId } })),
  ];
}

const ms = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(0));

async function main() {
  await ensureBuild();
  const dir = await prepareCatalogue(products);
  const sample = await catalogueSample(dir);
  const server = await startServer(dir, port);
  try {
    const warm: Tally = { page: { answers: 0, failed: 0 }, search: { answers: 0, failed: 0 }, cart: { answers: 0, failed: 0 } };
    console.log("warming up (10 s, 8 connections)…");
    await drive({ url: server.base, connections: 8, duration: 10, timeout: 30, requests: visitorRound(sample, warm) });
    const load = os.loadavg();
    const tally: Tally = { page: { answers: 0, failed: 0 }, search: { answers: 0, failed: 0 }, cart: { answers: 0, failed: 0 } };
    console.log(`measuring (${seconds} s, ${connections} connections)…`);
    const rss = sampleRss(server.process.pid as number);
    const result = await drive({ url: server.base, connections, duration: seconds, timeout: 30, requests: visitorRound(sample, tally) });
    const peakRss = rss.stop();
    const l = result.latencies;
    const failed = tally.page.failed + tally.search.failed + tally.cart.failed;
    const transport = result.failures;
    console.log(
      `\n${products.toLocaleString("en")} products, ${connections} connections, ${seconds} s, loopback; load average before: ${load.map((n) => n.toFixed(2)).join(", ")}\n`,
    );
    console.log(
      "| requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | pages (errors) | search API (errors) | cart API (errors) | peak RSS |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    const kind = (k: Kind) => `${tally[k].answers} (${tally[k].failed})`;
    console.log(
      `| ${l.length} | ${result.rps.toFixed(1)} | ${ms(percentile(l, 0.5))} | ${ms(percentile(l, 0.95))} | ${ms(percentile(l, 0.99))} | ${ms(l.at(-1) ?? Number.NaN)} | ${failed + transport} | ${kind("page")} | ${kind("search")} | ${kind("cart")} | ${peakRss.toFixed(0)} MB |`,
    );
    if (transport > 0) console.log(`\n${transport} connection errors or timeouts (30 s) besides the failed answers.`);
    if (failed + transport > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
