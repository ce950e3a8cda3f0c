/**
 * The signed-in part of `npm run bench`: the demo customer signs in through the shop's own API, then the category
 * and product pages are driven with that session cookie, so every answer is a full render for that customer (the
 * guests' page cache never answers a request with a session). Checks before measuring that the answer really is
 * rendered for the customer: their name in the page and no page-cache hit.
 */
import { DEMO_CUSTOMER_PASSWORD, demoAccounts } from "../seed/users";
import { drive } from "./lib/drive";
import type { BenchPage } from "./lib/pages";
import { cpuMs } from "./lib/rss";
import type { BenchServer } from "./lib/server";

export const SIGNED_IN_CONNECTIONS = 16;

/** `cpuMsPerPage`: the server's CPU time per page answered, the figure a busy machine distorts least. */
export type SignedInRow = BenchPage & { rps: number; p95: number; errors: number; cpuMsPerPage: number };

/** The demo customer's session cookie, from `POST /api/auth/sign-in/email` on the running server. */
export async function signInDemoCustomer(base: string): Promise<string> {
  const customer = demoAccounts.find((a) => a.role === "customer")!;
  const response = await fetch(new URL("/api/auth/sign-in/email", base), {
    method: "POST",
    headers: { origin: new URL(base).origin, "content-type": "application/json" },
    body: JSON.stringify({ email: customer.email, password: DEMO_CUSTOMER_PASSWORD }),
  });
  if (!response.ok) throw new Error(`the demo customer's sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("the sign-in set no cookie");
  return cookie;
}

/** Fails unless `path` is rendered for the signed-in customer (their name in the page) and not served from the page cache. */
async function checkRenderedForCustomer(base: string, path: string, cookie: string) {
  const response = await fetch(new URL(path, base), { headers: { cookie } });
  const html = await response.text();
  const name = demoAccounts.find((a) => a.role === "customer")!.name;
  if (response.status !== 200) throw new Error(`${path} answered the signed-in customer ${response.status}`);
  if (response.headers.get("x-page-cache") === "hit") throw new Error(`${path} came from the guests' page cache`);
  if (!html.includes(name)) throw new Error(`${path} was not rendered for the signed-in customer (no "${name}" in it)`);
}

export async function benchSignedIn(
  server: BenchServer,
  pages: BenchPage[],
  opts: { seconds: number; connections?: number },
): Promise<SignedInRow[]> {
  const { base } = server;
  const pid = server.process.pid as number;
  const cookie = await signInDemoCustomer(base);
  const connections = opts.connections ?? SIGNED_IN_CONNECTIONS;
  const rows: SignedInRow[] = [];
  for (const page of pages.filter((p) => p.name === "category" || p.name === "product")) {
    await checkRenderedForCustomer(base, page.path, cookie);
    console.log(`  signed-in: ${page.name} (${page.path})`);
    const url = new URL(page.path, base).toString();
    await drive({ url, connections: 4, duration: 2, headers: { cookie } });
    const cpuBefore = cpuMs(pid);
    const { rps, p95, errors, latencies } = await drive({ url, connections, duration: opts.seconds, headers: { cookie } });
    rows.push({ ...page, rps, p95, errors, cpuMsPerPage: (cpuMs(pid) - cpuBefore) / Math.max(1, latencies.length) });
  }
  return rows;
}
