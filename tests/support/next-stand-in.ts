import type http from "node:http";
import { sendWebResponse } from "@/server/platform/http/node-bridge";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type RouteModule = Partial<Record<string, Handler>>;

/** Every route file of the app, by its path in src/app. */
export const routeModules = import.meta.glob<RouteModule>("/src/app/**/route.ts");

type Route = { pattern: RegExp; names: { name: string; rest: boolean }[]; file: string };

/** A route file's path pattern, as Next.js matches it: [name] is one segment, [...name] the rest. */
function routeOf(file: string): Route {
  const names: Route["names"] = [];
  const segments = file
    .replace(/^\/src\/app/, "")
    .replace(/\/route\.ts$/, "")
    .split("/")
    .map((s) => {
      const match = /^\[(\.\.\.)?(\w+)\]$/.exec(s);
      if (!match) return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push({ name: match[2]!, rest: Boolean(match[1]) });
      return match[1] ? "(.+)" : "([^/]+)";
    });
  return { pattern: new RegExp(`^${segments.join("/")}$`), names, file };
}

const routes = Object.keys(routeModules).map(routeOf);

/** A path a route file answers: every [name] given "1", every [...name] "x/y". */
export const pathOf = (file: string) =>
  file
    .replace(/^\/src\/app/, "")
    .replace(/\/route\.ts$/, "")
    .replace(/\[\.\.\.(\w+)\]/g, "x/y")
    .replace(/\[(\w+)\]/g, "1");

/** The body Next.js hands a route handler: the Node request itself, which the web Request reads as it streams. */
function asNextRequest(req: http.IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, String(value));
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: req as unknown as BodyInit, duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Next.js's request handler stood in for, without a build: a path of a route file goes to that file's handler,
 * given the request as Next.js gives it (NextRequestAdapter: a web Request whose body is the IncomingMessage);
 * any other path is a page, answered with a little HTML after `pageDelay` (an awaited promise, for tests that
 * hold renders).
 */
export function nextStandIn(pageDelay: () => Promise<void> = async () => {}) {
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const route = routes.find((r) => r.pattern.test(url.pathname));
    if (!route) {
      await pageDelay();
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><p>sayfa</p>");
      return;
    }
    const handler = (await routeModules[route.file]!())[req.method ?? "GET"];
    if (!handler) {
      res.writeHead(405).end();
      return;
    }
    const values = route.pattern.exec(url.pathname)!.slice(1);
    const params = Object.fromEntries(route.names.map(({ name, rest }, i) => [name, rest ? values[i]!.split("/") : values[i]!]));
    await sendWebResponse(res, await handler(asNextRequest(req, url), { params: Promise.resolve(params) }));
  };
}
