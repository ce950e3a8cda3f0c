/**
 * `npm run bench:faults [-- --phase 30 --shoppers 16 --products 10000]`
 *
 * Faults under load on the deployment recipe (docs/SCALING.md, "Faults"): nginx (deploy/nginx/lumora.conf) in front
 * of two instances on PostgreSQL (BENCH_DATABASE_URL, as `npm run bench:cluster`), the job worker in a process of its
 * own, mail to a local SMTP server. `shoppers` loops browse a category and a product, add to the cart, and every
 * fourth round place a guest order, through nginx, for three phases of `phase` seconds, each with one fault a third
 * of the way in:
 * 1. PostgreSQL restarted (BENCH_PG_RESTART, default `pg_ctlcluster --skip-systemctl-redirect <version> main restart`):
 *    every answer in the gap is a 503 with Retry-After, none a 500, and the shop serves again by itself;
 * 2. the second instance killed with SIGKILL: nginx moves its shoppers to the first (a POST in flight on it is lost
 *    with it and answered 502; nginx retries only what is safe to send twice);
 * 3. the worker killed with SIGKILL while it sends, and started again.
 * Then the counts: every order answered 200 is in the database once, its stock taken once, and its buyer's mail sent
 * once (the SMTP server's messages per order number); no order the shoppers were not told about.
 * Restarting PostgreSQL stops every other user of it: run it on an idle machine.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { startNginx } from "../scripts/lib/nginx";
import { serveEnv } from "../scripts/lib/serve-command";
import { guestAddress } from "../tests/integration/checkout-helpers";
import { startSmtp } from "../tests/support/smtp";
import { instanceEnv, prepareDatabase } from "./lib/bench-database";
import { type BenchServer, ensureBuild, option, spawnLogged, startServer } from "./lib/server";
import type { CatalogueSample } from "./mixed";

process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/lumora_bench";
const port = Number(process.env.BENCH_PORT ?? 3209);
const tlsPort = port + 10;
const phase = Number(option("phase", "30"));
const shoppers = Number(option("shoppers", "16"));
const products = Number(option("products", "10000"));
/** This run's buyers' addresses start with it. */
const run = `ariza-${randomBytes(3).toString("hex")}`;

type Answer = { at: number; kind: string; status: number; retryAfter: boolean };

/** A shopper's own cookies, sent back as a browser would. */
function session(base: string, answers: Answer[]) {
  const jar = new Map<string, string>();
  return async (kind: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { origin: base, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined);
    for (const cookie of res?.headers.getSetCookie() ?? []) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = (await res?.text().catch(() => "")) ?? "";
    answers.push({ at: performance.now(), kind, status: res?.status ?? 0, retryAfter: Boolean(res?.headers.get("retry-after")) });
    return { status: res?.status ?? 0, text };
  };
}

type Placed = { number: string; email: string; productId: number };

/** The shoppers' loops until `until`; the orders answered 200, and every answer. */
async function shop(base: string, sample: CatalogueSample, until: () => boolean) {
  const answers: Answer[] = [];
  const placed: Placed[] = [];
  await Promise.all(
    Array.from({ length: shoppers }, async (_, i) => {
      for (let round = 0; !until(); round++) {
        const ask = session(base, answers);
        const product = sample.products[(i * 7 + round) % sample.products.length]!;
        await ask("page", sample.categories[round % sample.categories.length]!);
        await ask("page", `/${product.slug}`);
        const added = await ask("cart", "/api/cart/add-item", { item: { productId: product.id, quantity: 1 } });
        if (round % 4 !== 3 || added.status !== 200) continue;
        const email = `${run}-${i}-${round}@example.com`;
        await ask("checkout", "/api/checkout/information", { email, shippingAddress: guestAddress });
        await ask("checkout", "/api/checkout/delivery", { deliveryType: "standard" });
        await ask("checkout", "/api/checkout/payment", { paymentMethod: "bank_transfer" });
        const order = await ask("order", "/api/checkout/place-order", { contractsApproved: true });
        // A 200 whose body was cut off (its instance killed mid-answer) told the shopper nothing: counted apart.
        const number = order.status === 200 ? (JSON.parse(order.text || "{}") as { number?: string }).number : undefined;
        if (number) placed.push({ number, email, productId: product.id });
        else if (order.status === 200) answers.push({ at: performance.now(), kind: "order cut off", status: 0, retryAfter: false });
      }
    }),
  );
  return { answers, placed };
}

/** One phase: the shoppers for `phase` seconds, `fault` a third of the way in; what they were answered around it. */
async function withFault(label: string, base: string, sample: CatalogueSample, fault: () => Promise<void>) {
  console.log(`\n${label}…`);
  const started = performance.now();
  const end = started + phase * 1000;
  const traffic = shop(base, sample, () => performance.now() >= end);
  await new Promise((resolve) => setTimeout(resolve, (phase * 1000) / 3));
  const faultAt = performance.now();
  await fault();
  const faultDone = performance.now();
  const { answers, placed } = await traffic;
  const bad = answers.filter((a) => a.status !== 200);
  const tally = new Map<string, number>();
  for (const a of bad) {
    const what = `${a.status || "no answer"} ${a.kind}`;
    tally.set(what, (tally.get(what) ?? 0) + 1);
  }
  const byStatus = [...tally].map(([what, n]) => `${what}: ${n}`);
  const lastBad = bad.at(-1)?.at;
  const line = [
    `${answers.length} answers, ${bad.length} not 200 (${byStatus.join(", ") || "none"})`,
    `503 without Retry-After: ${bad.filter((a) => a.status === 503 && !a.retryAfter).length}`,
    `fault took ${((faultDone - faultAt) / 1000).toFixed(1)} s`,
    lastBad ? `last answer not 200 at ${((lastBad - faultDone) / 1000).toFixed(1)} s after it` : "every answer 200",
    `${placed.length} orders placed`,
  ];
  console.log(`  ${line.join("; ")}`);
  return { label, answers, placed, recoveredAfterS: lastBad ? (lastBad - faultDone) / 1000 : 0 };
}

function restartPostgres() {
  const custom = process.env.BENCH_PG_RESTART;
  if (custom) execFileSync("sh", ["-c", custom], { stdio: "inherit" });
  else {
    const version = fs.readdirSync("/etc/postgresql")[0]!;
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "restart"], { stdio: "inherit" });
  }
}

function startWorker(env: Record<string, string>) {
  return spawnLogged(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    ...serveEnv,
    ...env,
  });
}

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";

/** The sample's stock in all. */
async function stockOf(sample: CatalogueSample): Promise<number> {
  return withBenchDatabase(async (rows) => {
    const [row] = await rows("select coalesce(sum(stock), 0)::int as n from products where id = any($1)", [
      sample.products.map((p) => p.id),
    ]);
    return Number(row?.n ?? 0);
  });
}

async function withBenchDatabase<T>(work: (rows: (sql: string, values?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>) {
  const { openPostgres } = await import("@/server/platform/db/client");
  const handle = openPostgres(databaseUrl, 2);
  try {
    return await work((sql, values = []) => handle.query(sql, values).then((r) => r.rows as Record<string, unknown>[]));
  } finally {
    await handle.close();
  }
}

/** Each order answered 200: its row, the stock it took and its buyer's mails (none missing, none sent twice). */
async function counts(placed: Placed[], mails: string[], stockTaken: number) {
  return withBenchDatabase(async (rows) => {
    const orders = await rows("select number from orders where number = any($1)", [placed.map((p) => p.number)]);
    const extra = await rows("select count(*)::int as n from orders where email like $2 and not (number = any($1))", [
      placed.map((p) => p.number),
      `${run}-%`,
    ]);
    const subjects = placed.map((p) => mails.filter((m) => m.includes(`To: ${p.email}`)).map(subjectOf));
    return {
      placed: placed.length,
      inDatabase: orders.length,
      notTold: Number(extra[0]?.n ?? 0),
      stockTaken,
      mailsMissing: subjects.filter((list) => list.length === 0).length,
      mailsDoubled: subjects.filter((list) => new Set(list).size < list.length).length,
    };
  });
}

async function main() {
  await ensureBuild();
  const { sample } = await prepareDatabase(databaseUrl, products);
  const smtp = await startSmtp(0);
  const env = {
    ...instanceEnv(databaseUrl, tlsPort),
    JOBS_WORKER: "off",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  };
  const instances: BenchServer[] = [await startServer("", port, env), await startServer("", port + 1, env)];
  let worker = startWorker(env);
  const nginx = await startNginx({ tlsPort, plainPort: tlsPort + 1, upstreams: [port, port + 1] }, ".data-bench/nginx");
  const phases: Awaited<ReturnType<typeof withFault>>[] = [];
  const stockBefore = await stockOf(sample);
  try {
    phases.push(await withFault("PostgreSQL restarted", nginx.base, sample, async () => restartPostgres()));
    phases.push(
      await withFault("the second instance killed with SIGKILL", nginx.base, sample, async () => {
        instances[1]!.process.kill("SIGKILL");
      }),
    );
    phases.push(
      await withFault("the worker killed with SIGKILL while it sends, and started again", nginx.base, sample, async () => {
        worker.kill("SIGKILL");
        await new Promise((resolve) => setTimeout(resolve, 2000));
        worker = startWorker(env);
      }),
    );
    console.log("\nwaiting for the queue to send every mail (up to 120 s)…");
    const placed = phases.flatMap((p) => p.placed);
    const deadline = performance.now() + 120_000;
    while (performance.now() < deadline && placed.some((p) => !smtp.accepted.some((m) => m.includes(`To: ${p.email}`))))
      await new Promise((resolve) => setTimeout(resolve, 1000));
    // A few more seconds, for a mail sent twice to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const c = await counts(placed, smtp.accepted, stockBefore - (await stockOf(sample)));
    console.log(
      `\ncounts: ${c.placed} orders answered 200, ${c.inDatabase} of them in the database, ${c.notTold} orders no shopper was told of; stock taken ${c.stockTaken} (one an order: ${c.placed}); buyer's mail missing for ${c.mailsMissing}, a mail sent twice for ${c.mailsDoubled}`,
    );
    // A request in flight on the killed instance is lost with it: nginx retries a page on the other, never a POST.
    const failed = phases.map((p, i) =>
      p.answers.filter((a) => (a.status >= 500 && a.status !== 503) || (i === 1 && a.kind === "page" && a.status !== 200)),
    );
    const fiveHundreds = failed.flat().length;
    console.log(
      `answers of 500 or above other than 503 (and, with an instance killed, pages not answered 200): ${failed.map((f, i) => `${phases[i]!.label}: ${f.length}`).join(", ")}`,
    );
    const lost = c.inDatabase !== c.placed || c.notTold > 0 || c.stockTaken !== c.placed || c.mailsMissing > 0 || c.mailsDoubled > 0;
    if (fiveHundreds > 0 || lost) process.exitCode = 1;
  } finally {
    worker.kill("SIGTERM");
    await nginx.stop();
    await Promise.all(instances.map((s) => s.stop()));
    await smtp.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
