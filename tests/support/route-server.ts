/**
 * One app instance for the multi-process tests: a plain Node HTTP server in front of the app's own API route
 * handlers (src/app/api/**\/route.ts), without Next.js and without a build. The handlers, services and database
 * client are the production ones; only Next.js's router is replaced by the file-system match below.
 *
 *   node --conditions=react-server --import tsx tests/support/route-server.ts
 *
 * Database from the environment as in production (DATABASE_URL, else PGLITE_DIR). Listens on PORT (0: any free
 * port) and prints "listening <port>" once the database answers and the job queue (with its worker, unless
 * JOBS_WORKER=off) has started, as in production. SIGTERM stops the worker and the live channels, closes the database and exits.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import { startJobs } from "@/server/compose/start-jobs";
import { dbHandle } from "@/server/platform/db/client";
import { forwardedHeadersSettler, parseTrustProxy } from "@/server/platform/http/forwarded";
import { sendWebResponse, toWebRequest } from "@/server/platform/http/node-bridge";
import { shutDown } from "@/server/platform/runtime/shutdown";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Route = { pattern: RegExp; names: string[]; file: string };

const apiRoot = path.resolve("src/app/api");

/** Every route.ts under src/app/api, as a path pattern: [name] is one segment, [...name] the rest. */
function routes(dir = apiRoot): Route[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routes(full);
    if (entry.name !== "route.ts") return [];
    const names: string[] = [];
    const segments = path
      .relative(apiRoot, dir)
      .split(path.sep)
      .map((s) => {
        const match = /^\[(\.\.\.)?(\w+)\]$/.exec(s);
        if (!match) return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(match[2]!);
        return match[1] ? "(.+)" : "([^/]+)";
      });
    return [{ pattern: new RegExp(`^/api/${segments.join("/")}$`), names, file: full }];
  });
}

const table = routes();
// As scripts/serve.ts does: the client's address and origin settled from the socket and TRUST_PROXY.
const settleForwarded = forwardedHeadersSettler(parseTrustProxy(process.env.TRUST_PROXY));

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  settleForwarded(req);
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const route = table.find((r) => r.pattern.test(url.pathname));
  const method = req.method ?? "GET";
  const mod = route ? ((await import(route.file)) as Record<string, Handler | undefined>) : undefined;
  const handler = mod?.[method];
  if (!route || !handler) {
    res.writeHead(404).end();
    return;
  }
  const values = route.pattern.exec(url.pathname)!.slice(1);
  const params = Object.fromEntries(route.names.map((name, i) => [name, values[i]!]));
  await sendWebResponse(res, await handler(toWebRequest(req), { params: Promise.resolve(params) }));
}

async function main() {
  await dbHandle().db.execute(sql`select 1`);
  await startJobs();
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
    console.log(`listening ${(server.address() as { port: number }).port}`);
  });
  process.on("SIGTERM", () => {
    server.close();
    void shutDown(10_000)
      .then(() => dbHandle().close())
      .finally(() => process.exit(0));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
