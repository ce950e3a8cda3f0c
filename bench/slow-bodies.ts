/**
 * The slow-bodies part of `npm run bench` (`--only slow-bodies`): the signed-in customer's pages (bench/signed-in.ts)
 * undisturbed, then again while 64 connections from 8 loopback addresses (127.0.0.2 to 127.0.0.9) hold request
 * bodies open: each sends a head declaring 1,000 bytes, 9 of them, then one byte every 2 s, so that the body idle
 * limit never ends it (the request timeout does), and is opened again whenever the server closes it. The server
 * tells the addresses apart because the benchmarks leave TRUST_PROXY unset (bench/lib/server.ts): the socket's
 * address is the client. Target: no errors, and each page's p95 within 1.5 × its undisturbed p95.
 */
import type { SlowBody } from "../tests/support/slow-bodies";
import { openSlowBody } from "../tests/support/slow-bodies";
import type { BenchPage } from "./lib/pages";
import type { BenchServer } from "./lib/server";
import { benchSignedIn, type SignedInRow } from "./signed-in";

export const SLOW_BODY_CONNECTIONS = 64;
const ADDRESSES = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);
export const SLOW_BODY_P95_RATIO = 1.5;

export type SlowBodiesResult = {
  quiet: SignedInRow[];
  disturbed: SignedInRow[];
  /** How many of the slow connections the server closed while the pages were measured. */
  closedByServer: number;
};

/** Keeps `connections` slow bodies open against the server, round the addresses, until `stop`. */
async function holdSlowBodies(port: number, connections: number) {
  let stopped = false;
  let closedByServer = 0;
  const open = new Set<SlowBody>();
  const openOne = async (i: number): Promise<void> => {
    const path = i % 2 ? "/api/auth/sign-in/email" : "/api/cart/add-item";
    const slow = await openSlowBody(port, { path, localAddress: ADDRESSES[i % ADDRESSES.length] });
    open.add(slow);
    void slow.answer.then(() => {
      open.delete(slow);
      if (stopped) return;
      closedByServer++;
      return openOne(i);
    });
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => openOne(i)));
  const drip = setInterval(() => {
    for (const { socket } of open) socket.write("1");
  }, 2000);
  return {
    stop: () => {
      stopped = true;
      clearInterval(drip);
      for (const { socket } of open) socket.destroy();
      return closedByServer;
    },
  };
}

export async function benchSlowBodies(server: BenchServer, pages: BenchPage[], opts: { seconds: number }): Promise<SlowBodiesResult> {
  console.log("  slow bodies: the signed-in pages undisturbed");
  const quiet = await benchSignedIn(server, pages, opts);
  console.log(`  slow bodies: the same with ${SLOW_BODY_CONNECTIONS} slow bodies from ${ADDRESSES.length} addresses held open`);
  const slow = await holdSlowBodies(Number(new URL(server.base).port), SLOW_BODY_CONNECTIONS);
  let closedByServer = 0;
  try {
    const disturbed = await benchSignedIn(server, pages, opts);
    closedByServer = slow.stop();
    return { quiet, disturbed, closedByServer };
  } finally {
    slow.stop();
  }
}

/** Each page's p95 with the slow bodies held open, against its undisturbed p95. */
export const slowBodyRatios = (r: SlowBodiesResult) =>
  r.disturbed.map((row) => ({ name: row.name, ratio: row.p95 / (r.quiet.find((q) => q.name === row.name)?.p95 ?? Number.NaN), row }));

export function formatSlowBodies(r: SlowBodiesResult): string {
  const quiet = (name: string) => r.quiet.find((q) => q.name === name);
  return [
    `Signed-in pages, 16 connections, undisturbed and with ${SLOW_BODY_CONNECTIONS} slow bodies from ${ADDRESSES.length} addresses held open (${r.closedByServer} of them closed by the server meanwhile); target: 0 errors, p95 ≤ ${SLOW_BODY_P95_RATIO} × undisturbed`,
    "",
    "| page | undisturbed: pages/s, p95 ms, errors | with slow bodies: pages/s, p95 ms, errors | p95 ratio |",
    "|---|---|---|---|",
    ...slowBodyRatios(r).map(({ name, ratio, row }) => {
      const q = quiet(name);
      const cell = (x: SignedInRow | undefined) => (x ? `${x.rps.toFixed(1)}, ${x.p95.toFixed(0)}, ${x.errors}` : "–");
      return `| ${name} | ${cell(q)} | ${cell(row)} | ${ratio.toFixed(2)} × |`;
    }),
  ].join("\n");
}
