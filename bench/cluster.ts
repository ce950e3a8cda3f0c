/**
 * `npm run bench:cluster [-- --duration 60 --connections 64 --products 10000 --clients 1000 --orders 50]`
 *
 * The deployment recipe under load (docs/SCALING.md): the recipe's nginx site (deploy/nginx/lumora.conf, TLS, a
 * self-signed certificate) in front of the production server on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/lumora_bench; made, migrated and seeded to `products` once), first with one
 * instance behind it, then with two (BENCH_PORT and the port after it; nginx at BENCH_PORT + 10). For each: the
 * mixed traffic of `npm run bench:load` through nginx, and the readiness probe's latency at the first instance while
 * that traffic runs, on the shop's port and on the probe listener's (HEALTH_PORT, BENCH_PORT + 20). Then the live channel across the two instances (`clients` channels, half on each, a price
 * change by staff heard by all), and what one order costs the database: the statements and rows written by a guest
 * order from the cart to the placed order, counted at the driver.
 */
import pg from "pg";
import { startNginx } from "../scripts/lib/nginx";
import { instanceEnv, prepareDatabase } from "./lib/bench-database";
import { sampleRss } from "./lib/rss";
import { type BenchServer, ensureBuild, option, percentile, startServer } from "./lib/server";
import { type Channel, json, openChannel } from "./live";
import { type CatalogueSample, formatMixed, mixedTraffic, type Traffic } from "./mixed";

// nginx's certificate is self-signed; this process only talks to the bench's own servers.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/lumora_bench";
const port = Number(process.env.BENCH_PORT ?? 3209);
const tlsPort = port + 10;
const healthPort = port + 20;
const seconds = Number(option("duration", "60"));
const connections = Number(option("connections", "64"));
const products = Number(option("products", "10000"));
const clients = Number(option("clients", "1000"));
const orders = Number(option("orders", "50"));

/** Asks `url` every 20 ms, one request at a time, until stopped; the latencies in ms. */
function probe(url: string) {
  const times: number[] = [];
  let failed = 0;
  let on = true;
  const loop = (async () => {
    while (on) {
      const started = performance.now();
      const res = await fetch(url).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 200) times.push(performance.now() - started);
      else failed++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      on = false;
      await loop;
      return { times: times.sort((a, b) => a - b), failed };
    },
  };
}

type Probed = { times: number[]; failed: number };
type Run = { label: string; traffic: Traffic; ready: { shop: Probed; listener: Probed }; peakRssMb: number[] };

async function throughNginx(label: string, upstreams: BenchServer[], sample: CatalogueSample, first: BenchServer): Promise<Run> {
  console.log(`\n${label}:`);
  const ports = upstreams.map((s) => Number(new URL(s.base).port));
  const nginx = await startNginx({ tlsPort, plainPort: tlsPort + 1, upstreams: ports }, ".data-bench/nginx");
  try {
    let ready: { shop: ReturnType<typeof probe>; listener: ReturnType<typeof probe> } | undefined;
    let peakRssMb: number[] = [];
    const traffic = await mixedTraffic(nginx.base, sample, { seconds, connections }, () => {
      ready = { shop: probe(`${first.base}/api/health/ready`), listener: probe(`http://127.0.0.1:${healthPort}/api/health/ready`) };
      const rss = [...new Set(upstreams)].map((s) => sampleRss(s.process.pid as number));
      return () => {
        peakRssMb = rss.map((r) => r.stop());
      };
    });
    return { label, traffic, ready: { shop: await ready!.shop.stop(), listener: await ready!.listener.stop() }, peakRssMb };
  } finally {
    await nginx.stop();
  }
}

/** `clients` channels, half on each instance; staff's price change through nginx; each channel's delay in ms. */
async function liveAcross(instances: BenchServer[], staff: { email: string; password: string }) {
  const nginx = await startNginx(
    { tlsPort, plainPort: tlsPort + 1, upstreams: instances.map((s) => Number(new URL(s.base).port)) },
    ".data-bench/nginx",
  );
  const channels: Channel[] = [];
  try {
    const signIn = await json(nginx.base, "/api/auth/sign-in/email", staff);
    const cookie = signIn.res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const [product] = (await json(nginx.base, "/api/admin/products", { query: "" }, cookie)).body.items;
    for (let i = 0; i < clients; i += 50)
      channels.push(
        ...(await Promise.all(Array.from({ length: Math.min(50, clients - i) }, (_, k) => openChannel(instances[(i + k) % 2]!.base)))),
      );
    const heard = channels.map((c) => c.heard());
    const sent = performance.now();
    await json(nginx.base, "/api/admin/products/update", { ...product, productId: product.id, salesPrice: product.salesPrice + 1 }, cookie);
    const times = await Promise.race([Promise.all(heard), new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))]);
    return times ? times.map((at) => at - sent).sort((a, b) => a - b) : null;
  } finally {
    for (const channel of channels) channel.close();
    await nginx.stop();
  }
}

/** Statements and rows written a guest order costs, counted at the driver (every pool client is a pg.Client). */
async function orderCost(count: number) {
  const tally = { statements: 0, writes: 0, rows: 0 };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = String(typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string })?.text ?? ""));
    tally.statements++;
    const write = /^\s*(insert|update|delete)\b/i.test(text);
    if (write) tally.writes++;
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (write && result instanceof Promise)
      void result.then(
        (r: pg.QueryResult) => (tally.rows += r?.rowCount ?? 0),
        () => {},
      );
    return result;
  } as typeof query;
  const { openPostgres, setDbHandle } = await import("@/server/platform/db/client");
  const { Shopper, simpleProduct } = await import("../tests/integration/cart-helpers");
  const { addToCart, fillCheckout, order } = await import("../tests/integration/checkout-helpers");
  const handle = openPostgres(databaseUrl, 4);
  setDbHandle(handle);
  try {
    const productId = await simpleProduct(1_000_000);
    const before = { ...tally };
    for (let i = 0; i < count; i++) {
      const s = new Shopper();
      await addToCart(s, productId, 1);
      await fillCheckout(s);
      const res = await order(s);
      if (res.status !== 200) throw new Error(`place-order: ${res.status} ${res.text}`);
    }
    return {
      statements: (tally.statements - before.statements) / count,
      writes: (tally.writes - before.writes) / count,
      rows: (tally.rows - before.rows) / count,
    };
  } finally {
    pg.Client.prototype.query = query;
    setDbHandle(undefined);
    await handle.close();
  }
}

const ms = (sorted: number[], q: number) => percentile(sorted, q).toFixed(1);

async function main() {
  await ensureBuild();
  const { sample, staff } = await prepareDatabase(databaseUrl, products);
  const env = {
    ...instanceEnv(databaseUrl, tlsPort),
    LIVE_LIMITS_JSON: JSON.stringify({ perSession: 8, perAddress: clients + 10, total: clients + 10 }),
  };
  const a = await startServer("", port, { ...env, HEALTH_PORT: String(healthPort) });
  const b = await startServer("", port + 1, env).catch(async (err) => {
    await a.stop();
    throw err;
  });
  const runs: Run[] = [];
  let live: number[] | null = null;
  try {
    runs.push(await throughNginx("one instance behind nginx", [a, a], sample, a));
    runs.push(await throughNginx("two instances behind nginx", [a, b], sample, a));
    live = await liveAcross([a, b], staff);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
  const cost = await orderCost(orders);
  for (const run of runs) {
    console.log(
      `\n${run.label}, ${products.toLocaleString("en")} products on PostgreSQL\n\n${formatMixed({ ...run.traffic, products, peakRssMb: Number.NaN })}`,
    );
    for (const [where, { times: t, failed }] of Object.entries(run.ready))
      console.log(
        `readiness at the first instance during the load (${where === "shop" ? "the shop's port" : "the probe listener"}): ${t.length} answers, ${failed} failed, p50 ${ms(t, 0.5)} ms, p99 ${ms(t, 0.99)} ms, max ${(t.at(-1) ?? 0).toFixed(1)} ms`,
      );
  }
  console.log(
    live
      ? `\nlive channel across two instances: ${live.length} channels, delivery p50 ${ms(live, 0.5)} ms, p95 ${ms(live, 0.95)} ms`
      : "\nlive channel: not every channel heard the change within 30 s",
  );
  console.log(
    `\na guest order (cart, checkout, order), ${orders} of them: ${cost.statements.toFixed(1)} statements, ${cost.writes.toFixed(1)} of them writes, ${cost.rows.toFixed(1)} rows written`,
  );
  if (runs.some((r) => r.traffic.errors > 0) || !live) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
