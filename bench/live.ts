/**
 * `npm run bench:live [-- --clients 1000 --hold 60 --broadcasts 5 --products 10000]` (also a line of `npm run bench`)
 *
 * The live channel (docs/adr/0013) on the production server (scripts/serve.ts) over loopback: `clients` idle
 * channels (GET /api/live, as a guest's product page opens it) held for `hold` seconds, the server's RSS before
 * and after they open (the added memory per channel), then `broadcasts` price changes by staff, each heard by every
 * channel: the p95 of the delay from staff's request to each channel's event. Limits raised for one address. The memory is the median over the hold's last ten seconds with
 * all channels open, less the same over a hold of one channel just before.
 */

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { option, percentile, prepareCatalogue, startServer } from "./lib/server";

export type LiveResult = { clients: number; holdSeconds: number; addedKbPerClient: number; broadcastP95Ms: number; missed: number };

export type Channel = { heard: () => Promise<number>; close: () => void };

/** One channel as a browser holds it: a socket of its own, the time each event arrived. */
export function openChannel(base: string): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const waiting: ((at: number) => void)[] = [];
    const req = http.get(`${base}/api/live`, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /api/live: ${res.statusCode}`));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (!chunk.includes('"kind":"product"')) return;
        const at = performance.now();
        for (const take of waiting.splice(0)) take(at);
      });
      res.on("error", () => {});
      resolve({ heard: () => new Promise((done) => waiting.push(done)), close: () => req.destroy() });
    });
    req.on("error", reject);
  });
}

async function staffSession(dir: string): Promise<{ email: string; password: string }> {
  const { openPglite } = await import("@/server/platform/db/client");
  const { createStaff } = await import("@/server/account/manage/staff");
  const handle = openPglite(dir);
  const who = { email: "bench-live@lumora.example", password: `Bench-${randomBytes(9).toString("hex")}` };
  try {
    await createStaff(handle.db, { ...who, name: "Bench Personel", staffRole: "catalogue" });
  } finally {
    await handle.close();
  }
  return who;
}

export async function json(base: string, path: string, body: unknown, cookie = "") {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return { res, body: await res.json() };
}

/** Waits `seconds`, then answers the median of the RSS read each second over the last ten of them. */
async function heldRss(rssKb: () => number, seconds: number): Promise<number> {
  const samples: number[] = [];
  for (let s = 0; s < seconds; s++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (s >= seconds - 10) samples.push(rssKb());
  }
  return percentile(
    samples.sort((a, b) => a - b),
    0.5,
  );
}

export async function benchLive(options: {
  clients: number;
  holdSeconds: number;
  broadcasts: number;
  products: number;
  port: number;
}): Promise<LiveResult> {
  const dir = await prepareCatalogue(options.products);
  const staff = await staffSession(dir);
  const limits = { perSession: 8, perAddress: options.clients + 10, total: options.clients + 10 };
  const server = await startServer(dir, options.port, { LIVE_LIMITS_JSON: JSON.stringify(limits) });
  const channels: Channel[] = [];
  try {
    const signIn = await json(server.base, "/api/auth/sign-in/email", staff);
    const cookie = signIn.res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const [product] = (await json(server.base, "/api/admin/products", { query: "" }, cookie)).body.items;
    // The first channel starts the server's LISTEN; memory is measured from there.
    channels.push(await openChannel(server.base));
    const pid = server.process.pid as number;
    // The resident memory (not the peak, which the server's start sets).
    const rssKb = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    // The base is the same hold with one channel: by its end the server has given back what its start took (a
    // base read at once made 60 s holds read as negative), so what the second hold adds is the channels'.
    const settled = await heldRss(rssKb, options.holdSeconds);
    for (let i = 1; i < options.clients; i += 50)
      channels.push(...(await Promise.all(Array.from({ length: Math.min(50, options.clients - i) }, () => openChannel(server.base)))));
    const held = await heldRss(rssKb, options.holdSeconds);
    const delays: number[] = [];
    let missed = 0;
    for (let b = 0; b < options.broadcasts; b++) {
      const heard = channels.map((c) => c.heard());
      const sent = performance.now();
      await json(
        server.base,
        "/api/admin/products/update",
        { ...product, productId: product.id, salesPrice: product.salesPrice + b + 1 },
        cookie,
      );
      const times = await Promise.race([Promise.all(heard), new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))]);
      if (!times) missed += channels.length;
      else delays.push(...times.map((at) => at - sent));
    }
    delays.sort((a, b) => a - b);
    return {
      clients: channels.length,
      holdSeconds: options.holdSeconds,
      addedKbPerClient: (held - settled) / channels.length,
      broadcastP95Ms: percentile(delays, 0.95),
      missed,
    };
  } finally {
    for (const channel of channels) channel.close();
    await server.stop();
  }
}

export const formatLive = (r: LiveResult) =>
  `${r.clients} idle channels held ${r.holdSeconds} s: ${r.addedKbPerClient.toFixed(1)} kB RSS each; broadcast to all, p95 ${r.broadcastP95Ms.toFixed(0)} ms from staff's change${r.missed ? `, ${r.missed} missed` : ""}`;

if (process.argv[1]?.endsWith("live.ts")) {
  benchLive({
    clients: Number(option("clients", "1000")),
    holdSeconds: Number(option("hold", "60")),
    broadcasts: Number(option("broadcasts", "5")),
    products: Number(option("products", "10000")),
    port: Number(process.env.BENCH_PORT ?? 3209),
  }).then(
    (r) => console.log(formatLive(r)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
