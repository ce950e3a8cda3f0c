/**
 * `npm run bench:load [-- --duration 60 --connections 64 --products 10000]`
 *
 * Mixed shop traffic against the production build on the scratch catalogue (bench/lib/server.ts). Every
 * connection is a visitor going round: the home page, the search API, a category page, the search API again, a
 * product page, then the cart API with a cart of its own (add a product, read the cart, take the product out).
 * Categories, products and queries (bench/search.ts's mix) rotate. Each round is a new visitor, so carts are
 * created all the time, as on a real shop. Every answer other than 2xx/3xx, every connection error and every
 * timeout counts as an error. Prints p50/p95/p99 and errors overall and per kind, the rate and the server's
 * peak RSS, as a Markdown table for docs/PERFORMANCE.md ("Load").
 */
import os from "node:os";
import { pathToFileURL } from "node:url";
import type autocannon from "autocannon";
import { and, eq, gt, isNull, notExists } from "drizzle-orm";
import type { DbHandle } from "@/server/platform/db/client";
import { drive } from "./lib/drive";
import { sampleRss } from "./lib/rss";
import { ensureBuild, option, percentile, prepareCatalogue, startServer } from "./lib/server";
import { queryMix } from "./search";

const seconds = Number(option("duration", "60"));
const connections = Number(option("connections", "64"));
const products = Number(option("products", "10000"));
const port = Number(process.env.BENCH_PORT ?? 3209);

type Kind = "pages" | "search" | "cart";
type Tally = Record<Kind, { latencies: number[]; failed: number }>;
const newTally = (): Tally => ({
  pages: { latencies: [], failed: 0 },
  search: { latencies: [], failed: 0 },
  cart: { latencies: [], failed: 0 },
});

/** Category slugs and buyable products (no variants, in stock) of a scratch catalogue. */
export async function catalogueSample(handle: DbHandle) {
  const { categories, products: productTable, productVariants } = await import("@/server/platform/db/schema");
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
}

export type CatalogueSample = Awaited<ReturnType<typeof catalogueSample>>;

/** The sample of the PGlite catalogue in `dir`, read before a server owns it. */
async function pgliteSample(dir: string): Promise<CatalogueSample> {
  const { openPglite } = await import("@/server/platform/db/client");
  const handle = openPglite(dir);
  try {
    return await catalogueSample(handle);
  } finally {
    await handle.close();
  }
}

// autocannon's per-connection context, reset at the start of each round: this visitor's cart cookie, the product
// it put in the cart, and when its request in flight was sent (a connection has one at a time).
type Visitor = { cookie?: string; productId?: number; sentAt?: number };
const visitor = (context: object) => context as Visitor;

/** One visitor's round, as autocannon requests; `tally` gets each answer's latency and failure by kind. */
function visitorRound(sample: CatalogueSample, tally: Tally): autocannon.Request[] {
  let turn = 0;
  const pick = <T>(list: T[]) => list[turn++ % list.length]!;
  const request = (kind: Kind, build: (v: Visitor) => { path: string; body?: unknown }): autocannon.Request => ({
    method: kind === "pages" ? "GET" : "POST",
    path: "/",
    setupRequest: (req, context) => {
      const v = visitor(context);
      const { path, body } = build(v);
      v.sentAt = performance.now();
      const headers = { ...(v.cookie ? { cookie: v.cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) };
      return { ...req, path, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    },
    onResponse: (status, _body, context, headers) => {
      const v = visitor(context);
      tally[kind].latencies.push(performance.now() - (v.sentAt ?? 0));
      if (status < 200 || status >= 400) tally[kind].failed++;
      const set = headers?.["set-cookie"];
      if (set) v.cookie = String(set).split(";")[0];
    },
  });
  const search = () => request("search", () => ({ path: "/api/catalog/search", body: { searchQuery: pick(queryMix) } }));
  return [
    request("pages", () => ({ path: "/" })),
    search(),
    request("pages", () => ({ path: pick(sample.categories) })),
    search(),
    request("pages", () => ({ path: `/${pick(sample.products).slug}` })),
    request("cart", (v) => {
      v.productId = pick(sample.products).id;
      return { path: "/api/cart/add-item", body: { item: { productId: v.productId, quantity: 1 } } };
    }),
    request("cart", () => ({ path: "/api/cart", body: {} })),
    request("cart", (v) => ({ path: "/api/cart/remove-item", body: { item: { productId: v.productId } } })),
  ];
}

const ms = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(0));

export type MixedRow = { name: string; latencies: number[]; errors: number };
export type MixedResult = {
  products: number;
  connections: number;
  seconds: number;
  loadBefore: number[];
  rows: MixedRow[];
  rps: number;
  /** Connection errors and timeouts, counted in the "all" row only. */
  failures: number;
  errors: number;
  pageP95: number;
  peakRssMb: number;
};

export type Traffic = Omit<MixedResult, "products" | "peakRssMb">;

/**
 * The mixed traffic against `base`: a warm-up of 10 s at 8 connections, then `seconds` at `connections`;
 * `during` runs beside the measured part (a memory sampler, a probe) and is stopped when it ends.
 */
export async function mixedTraffic(
  base: string,
  sample: CatalogueSample,
  opts: { seconds: number; connections: number },
  during: () => () => void = () => () => {},
): Promise<Traffic> {
  console.log("  warming up (10 s, 8 connections)…");
  await drive({ url: base, connections: 8, duration: 10, timeout: 30, requests: visitorRound(sample, newTally()) });
  const loadBefore = os.loadavg();
  const tally = newTally();
  console.log(`  measuring (${opts.seconds} s, ${opts.connections} connections)…`);
  const stop = during();
  const requests = visitorRound(sample, tally);
  const result = await drive({ url: base, connections: opts.connections, duration: opts.seconds, timeout: 30, requests });
  stop();
  const failed = tally.pages.failed + tally.search.failed + tally.cart.failed;
  const pages = [...tally.pages.latencies].sort((a, b) => a - b);
  return {
    ...opts,
    loadBefore,
    rows: [
      { name: "all", latencies: result.latencies, errors: failed + result.failures },
      { name: "pages: home, a category, a product", latencies: tally.pages.latencies, errors: tally.pages.failed },
      { name: "search API", latencies: tally.search.latencies, errors: tally.search.failed },
      { name: "cart API: add, read, remove", latencies: tally.cart.latencies, errors: tally.cart.failed },
    ],
    rps: result.rps,
    failures: result.failures,
    errors: failed + result.failures,
    pageP95: percentile(pages, 0.95),
  };
}

/** Serves the production build on the scratch catalogue (a server of its own, so its peak RSS is this traffic's). */
export async function mixedLoad(opts: { products: number; seconds: number; connections: number; port: number }): Promise<MixedResult> {
  await ensureBuild();
  const dir = await prepareCatalogue(opts.products);
  const sample = await pgliteSample(dir);
  const server = await startServer(dir, opts.port);
  try {
    let peakRssMb = 0;
    const traffic = await mixedTraffic(server.base, sample, opts, () => {
      const rss = sampleRss(server.process.pid as number);
      return () => {
        peakRssMb = rss.stop();
      };
    });
    return { ...traffic, products: opts.products, peakRssMb };
  } finally {
    await server.stop();
  }
}

export function formatMixed(m: MixedResult): string {
  const row = ({ name, latencies, errors }: MixedRow) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const p = (q: number) => ms(percentile(sorted, q));
    return `| ${name} | ${sorted.length} | ${errors} | ${p(0.5)} | ${p(0.95)} | ${p(0.99)} | ${ms(sorted.at(-1) ?? Number.NaN)} |`;
  };
  return [
    `${m.products.toLocaleString("en")} products, ${m.connections} connections, ${m.seconds} s, loopback; load average before: ${m.loadBefore.map((n) => n.toFixed(2)).join(", ")}`,
    "",
    "| traffic | answers | errors | p50 ms | p95 ms | p99 ms | max ms |",
    "|---|---|---|---|---|---|---|",
    ...m.rows.map(row),
    "",
    `${m.rps.toFixed(1)} answers/s; errors: answers other than 2xx/3xx, plus ${m.failures} connection errors or timeouts (30 s, counted in "all" only); peak server RSS ${m.peakRssMb.toFixed(0)} MB`,
  ].join("\n");
}

async function main() {
  const result = await mixedLoad({ products, seconds, connections, port });
  console.log(`\n${formatMixed(result)}`);
  if (result.errors > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
