import { randomUUID } from "node:crypto";
import http from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

/**
 * Storefront pages as guests see them, kept in memory and served without rendering (docs/adr/0010).
 *
 * Only a GET without cookies other than the consent cookie is served from here: such a request says nothing about
 * who asks, so every such visitor gets the same page. A page is stored when it renders as 200 HTML without
 * Set-Cookie; anything else (redirects, 404s, files, pages that set a cookie) is remembered as "render it", so
 * it costs one extra look-up only. Every serve gets its own CSP nonce, written into the stored page where the
 * render's nonce stood, so a nonce is never sent twice. An entry is used only while the stamp (the version of every
 * cache tag on the catalogue-version clock, src/server/runtime/version-clock.ts, which the data cache and the search
 * index follow too) is the one it was rendered under and for at most `maxAgeMs`, which bounds what no tag covers
 * (the order of popular searches).
 */

export type Rendered = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

type Stored = { stamp: string; storedAt: number; bytes: number } & (
  | { kind: "render" }
  | { kind: "page"; status: number; headers: Record<string, string>; csp: string[]; parts: Buffer[] }
);
type Page = Extract<Stored, { kind: "page" }>;

export type PageCacheOptions = {
  consentCookie: string;
  /** Every cache tag's version now, in one string (the catalogue-version clock's `stamp`). */
  stamp: () => Promise<string>;
  /** Renders the page for a guest (the app itself, over loopback). */
  render: (req: http.IncomingMessage) => Promise<Rendered>;
  maxAgeMs?: number;
  maxBytes?: number;
  maxEntries?: number;
  now?: () => number;
};

/** Tells a request the cache sent on its way to Next.js: it must render, not ask the cache again. */
export const FILL_HEADER = "x-page-cache-fill";
/** hit, miss or bypass: what the cache did for this response. */
export const STATUS_HEADER = "x-page-cache";
export const PAGE_MAX_AGE_MS = 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Remembered "render it" answers count too, so probing random URLs cannot grow the map without bound. */
const MAX_ENTRIES = 10_000;
/** Framework navigations and actions: data for one visitor's router, not a page. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action", FILL_HEADER];
/** Headers that belong to one connection or one body encoding, not to the page. */
const NOT_STORED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date"]);

const newNonce = () => Buffer.from(randomUUID()).toString("base64");
const gzipAsync = promisify(gzip);

function cookieNames(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** The cache key of a request the cache may answer (consent choice and URL), or null when it must render. */
export function pageCacheKey(req: http.IncomingMessage, consentCookie: string): string | null {
  if (req.method !== "GET" || ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  const url = req.url ?? "/";
  const path = url.split("?")[0] ?? "/";
  if (path.startsWith("/api/") || path.startsWith("/_next/") || /\.[a-z0-9]+$/i.test(path) || /[?&]_rsc=/.test(url)) return null;
  const cookies = cookieNames(req.headers.cookie);
  const consent = cookies.get(consentCookie) ?? "";
  cookies.delete(consentCookie);
  return cookies.size === 0 ? `${consent} ${url}` : null;
}

function splitAt(buffer: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(separator); at >= 0; at = buffer.indexOf(separator, from)) {
    parts.push(buffer.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(buffer.subarray(from));
  return parts;
}

/** What of a render can be stored: 200 HTML without cookies, whose CSP carries the nonce to replace. */
function storable(rendered: Rendered, stamp: string, storedAt: number): Stored {
  const type = String(rendered.headers["content-type"] ?? "");
  const csp = String(rendered.headers["content-security-policy"] ?? "");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (rendered.status !== 200 || !type.startsWith("text/html") || rendered.headers["set-cookie"] || !nonce)
    return { kind: "render", stamp, storedAt, bytes: 0 };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(rendered.headers))
    if (value !== undefined && !NOT_STORED.has(name) && name !== "content-security-policy") headers[name] = String(value);
  const parts = splitAt(rendered.body, Buffer.from(nonce));
  return { kind: "page", stamp, storedAt, bytes: rendered.body.length, status: 200, headers, csp: csp.split(nonce), parts };
}

async function send(req: http.IncomingMessage, res: http.ServerResponse, page: Page, status: "hit" | "miss") {
  const nonce = newNonce();
  const nonceBytes = Buffer.from(nonce);
  const body = Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
  const headers: Record<string, string> = { ...page.headers, "content-security-policy": page.csp.join(nonce), [STATUS_HEADER]: status };
  const gzipped = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  if (gzipped) {
    headers["content-encoding"] = "gzip";
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  res.writeHead(200, headers).end(gzipped ? await gzipAsync(body) : body);
}

function relay(res: http.ServerResponse, rendered: Rendered) {
  const headers: http.OutgoingHttpHeaders = { [STATUS_HEADER]: "bypass" };
  for (const [name, value] of Object.entries(rendered.headers)) if (value !== undefined && !NOT_STORED.has(name)) headers[name] = value;
  res.writeHead(rendered.status, headers).end(rendered.body);
}

export function createPageCache(options: PageCacheOptions) {
  const maxAgeMs = options.maxAgeMs ?? PAGE_MAX_AGE_MS;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const entries = new Map<string, Stored>();
  const filling = new Map<string, Promise<{ stored: Stored; rendered: Rendered }>>();
  let bytes = 0;

  function remember(key: string, stored: Stored) {
    forget(key);
    entries.set(key, stored);
    bytes += stored.bytes;
    while (bytes > maxBytes || entries.size > maxEntries) forget(entries.keys().next().value as string);
  }

  function forget(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.bytes;
  }

  function fill(key: string, req: http.IncomingMessage, stamp: string) {
    const flight = `${stamp} ${key}`;
    let pending = filling.get(flight);
    if (!pending) {
      pending = options
        .render(req)
        .then((rendered) => {
          const stored = storable(rendered, stamp, now());
          remember(key, stored);
          return { stored, rendered };
        })
        .finally(() => filling.delete(flight));
      filling.set(flight, pending);
      return { pending, first: true };
    }
    return { pending, first: false };
  }

  /** Answers the request from memory, or renders and stores it; `next` hands it to Next.js untouched. */
  async function serve(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) {
    const key = pageCacheKey(req, options.consentCookie);
    if (key === null) return next();
    const stamp = await options.stamp();
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp && now() - hit.storedAt < maxAgeMs) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.kind === "page" ? send(req, res, hit, "hit") : next();
    }
    const { pending, first } = fill(key, req, stamp);
    const { stored, rendered } = await pending;
    if (stored.kind === "page") return send(req, res, stored, "miss");
    // Only the request that rendered may have its answer: a cookie it sets is that visitor's own.
    return first ? relay(res, rendered) : next();
  }

  return { serve, size: () => ({ entries: entries.size, bytes }) };
}

const loopback = new http.Agent({ keepAlive: true });

/** Renders a guest's page by asking this same server, marked so that it goes to Next.js. */
export function renderOverLoopback(consentCookie: string) {
  return (req: http.IncomingMessage) =>
    new Promise<Rendered>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { ...req.headers, [FILL_HEADER]: "1" };
      delete headers["accept-encoding"];
      const consent = cookieNames(req.headers.cookie).get(consentCookie);
      if (consent === undefined) delete headers.cookie;
      else headers.cookie = `${consentCookie}=${consent}`;
      const request = http.request(
        { host: req.socket.localAddress, port: req.socket.localPort, path: req.url, method: "GET", headers, agent: loopback },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end();
    });
}
