import { randomUUID } from "node:crypto";
import type http from "node:http";
import { requestCookies } from "@/server/platform/http/cookies";
import { countPageCache } from "@/server/platform/metrics";
import { acceptedEncoding, compress, varyOnEncoding } from "./encoding";
import type { NodeHandler } from "./render-in-process";
import { namesFile } from "./static-assets";

/**
 * Storefront pages as guests see them, kept in memory and served without rendering (docs/adr/0010).
 *
 * Only a GET without cookies other than the consent cookie is served from here: such a request says nothing about
 * who asks, so every such visitor gets the same page. A page is stored when it renders as 200 HTML without
 * Set-Cookie; anything else (redirects, 404s, files, pages that set a cookie) is remembered as "render it", so
 * it costs one extra look-up only, except a 5xx, which is not remembered at all. Every serve gets its own CSP nonce, written into the stored page where the
 * render's nonce stood, so a nonce is never sent twice. An entry is used only while the stamp (the version of every
 * cache tag on the catalogue-version clock, src/server/platform/runtime/version-clock.ts, which the data cache and the search
 * index follow too) is the one it was rendered under and for at most `maxAgeMs`, which bounds what no tag covers
 * (the order of popular searches).
 *
 * A render is made from the URL and the consent choice alone (`RenderTarget`), never from the client's request,
 * so nothing a client sends besides those can shape a page another guest is served. A request that carries a
 * body, or whose target is not a plain path, is not the cache's to answer.
 */

export type Rendered = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
/** All a guest's render is made from: the path and query, and the consent cookie's value ("" without one). */
export type RenderTarget = { url: string; consent: string };

type Stored = { stamp: string; storedAt: number; bytes: number } & (
  | { kind: "render" }
  | { kind: "page"; status: number; headers: Record<string, string>; csp: string[]; parts: Buffer[] }
);
type Page = Extract<Stored, { kind: "page" }>;

export type PageCacheOptions = {
  consentCookie: string;
  /** Every cache tag's version now, in one string (the catalogue-version clock's `stamp`). */
  stamp: () => Promise<string>;
  /** Renders the page for a guest with Next.js's handler (./render-in-process.ts); gives up when `signal` aborts. */
  render: (target: RenderTarget, handler: NodeHandler, signal: AbortSignal) => Promise<Rendered>;
  renderTimeoutMs?: number;
  maxAgeMs?: number;
  maxBytes?: number;
  maxEntries?: number;
  now?: () => number;
};

/** hit, miss or bypass: what the cache did for this response. */
export const STATUS_HEADER = "x-page-cache";
export const PAGE_MAX_AGE_MS = 60_000;
/** Past this a render is given up, and the guests waiting for it are rendered for one by one. */
export const RENDER_TIMEOUT_MS = 10_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Remembered "render it" answers count too, so probing random URLs cannot grow the map without bound. */
const MAX_ENTRIES = 10_000;
/** Framework navigations and actions: data for one visitor's router, not a page. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action"];
/** Headers that belong to one connection or one body encoding, not to the page. */
const NOT_STORED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date"]);

const newNonce = () => Buffer.from(randomUUID()).toString("base64");

/** A GET that declares a body (which a GET has no use for) is handed to Next.js as it came. */
const hasBody = (req: http.IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0";

/** What the cache would render for this request, or null when the request is not the cache's to answer. */
export function pageCacheTarget(req: http.IncomingMessage, consentCookie: string): RenderTarget | null {
  if (req.method !== "GET" || hasBody(req) || ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  const url = req.url ?? "";
  const path = url.split("?")[0] ?? "";
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  if (path.startsWith("/api/") || path.startsWith("/_next/") || namesFile(path) || /[?&]_rsc=/.test(url)) return null;
  const cookies = requestCookies(req.headers.cookie);
  const consent = cookies.get(consentCookie) ?? "";
  cookies.delete(consentCookie);
  return cookies.size === 0 ? { url, consent } : null;
}

/** `work`, or a rejection once `timeoutMs` passed, whichever comes first; `work` is told to stop then. */
function withinTime<T>(work: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    work(signal).then(resolve, reject);
  });
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
  const encoding = acceptedEncoding(req);
  if (encoding) {
    headers["content-encoding"] = encoding;
    headers.vary = varyOnEncoding(headers.vary);
  }
  res.writeHead(200, headers).end(encoding ? await compress(body, encoding, "page") : body);
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
  const renderTimeoutMs = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
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

  function fill(key: string, target: RenderTarget, handler: NodeHandler, stamp: string) {
    const flight = `${stamp} ${key}`;
    let pending = filling.get(flight);
    if (!pending) {
      pending = withinTime((signal) => options.render(target, handler, signal), renderTimeoutMs)
        .then((rendered) => {
          const stored = storable(rendered, stamp, now());
          // A render refused under load (503) or failed says nothing about the page: the next guest's miss renders again.
          if (rendered.status < 500) remember(key, stored);
          return { stored, rendered };
        })
        .finally(() => filling.delete(flight));
      filling.set(flight, pending);
      return { pending, first: true };
    }
    return { pending, first: false };
  }

  /**
   * Answers the request from memory, or renders and stores it; anything else goes to Next.js (`handler`) untouched.
   * Rejects when the render failed or took too long, before anything was sent: the caller then hands the request
   * to Next.js.
   */
  async function serve(req: http.IncomingMessage, res: http.ServerResponse, handler: NodeHandler) {
    const next = () => void handler(req, res);
    const target = pageCacheTarget(req, options.consentCookie);
    if (target === null) return next();
    const key = `${target.consent} ${target.url}`;
    const stamp = await options.stamp();
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp && now() - hit.storedAt < maxAgeMs) {
      entries.delete(key);
      entries.set(key, hit);
      countPageCache("hit");
      return hit.kind === "page" ? send(req, res, hit, "hit") : next();
    }
    countPageCache("miss");
    const { pending, first } = fill(key, target, handler, stamp);
    const { stored, rendered } = await pending;
    if (stored.kind === "page") return send(req, res, stored, "miss");
    // Only the request that rendered may have its answer: a cookie it sets is that visitor's own.
    return first ? relay(res, rendered) : next();
  }

  return { serve, size: () => ({ entries: entries.size, bytes }) };
}
