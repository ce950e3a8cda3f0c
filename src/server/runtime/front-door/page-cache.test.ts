import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  createPageCache,
  PAGE_MAX_AGE_MS,
  type PageCacheOptions,
  pageCacheTarget,
  type Rendered,
  type RenderTarget,
  STATUS_HEADER,
} from "./page-cache";

const CONSENT = "consent";
const RENDER_NONCE = "cmVuZGVyLW5vbmNl";

const page = (body = `<script nonce="${RENDER_NONCE}">1</script><p>Ürün</p><script nonce="${RENDER_NONCE}">2</script>`): Rendered => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": `script-src 'nonce-${RENDER_NONCE}' 'strict-dynamic'` },
  body: Buffer.from(body),
});

let server: http.Server | undefined;
afterEach(() => server?.close());

/**
 * A real HTTP server in front of the cache, which like the front door hands the request to Next.js when the cache
 * fails; "Next.js" answers 299 "next" so the tests can tell who answered.
 */
async function serving(render: (target: RenderTarget) => Promise<Rendered>, options: Partial<PageCacheOptions> = {}) {
  const calls: string[] = [];
  let stamp = "catalog:1";
  const cache = createPageCache({
    consentCookie: CONSENT,
    stamp: async () => stamp,
    render: (target) => {
      calls.push(target.url);
      return render(target);
    },
    ...options,
  });
  const nextJs = (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(299).end("next");
  server = http.createServer((req, res) => void cache.serve(req, res, nextJs).catch(() => nextJs(req, res)));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  return { get, calls, bump: () => (stamp = "catalog:2") };
}

const nonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("page cache", () => {
  it("renders a guest's page once and serves it again with a fresh nonce in the header and the page", async () => {
    const { get, calls } = await serving(async () => page());
    const first = await get("/makineler");
    const second = await get("/makineler");
    expect(calls).toEqual(["/makineler"]);
    expect([first.headers.get(STATUS_HEADER), second.headers.get(STATUS_HEADER)]).toEqual(["miss", "hit"]);
    const [a, b] = [await first.text(), await second.text()];
    const [nonceA, nonceB] = [cspNonce(first), cspNonce(second)];
    expect(new Set([nonceA, nonceB, RENDER_NONCE]).size).toBe(3);
    expect(nonces(a)).toEqual([nonceA, nonceA]);
    expect(nonces(b)).toEqual([nonceB, nonceB]);
    expect(b.replaceAll(nonceB!, "N")).toBe(a.replaceAll(nonceA!, "N"));
    expect(b).toContain("<p>Ürün</p>");
  });

  it("keeps one page per consent choice and renders for any other cookie", async () => {
    const { get, calls } = await serving(async () => page());
    await get("/", { cookie: `${CONSENT}=accepted` });
    await get("/", { cookie: `${CONSENT}=accepted` });
    await get("/", { cookie: `${CONSENT}=rejected` });
    expect(calls).toEqual(["/", "/"]);
    const withSession = await get("/", { cookie: `${CONSENT}=accepted; better-auth.session_token=abc` });
    const withCart = await get("/", { cookie: "lumora-cart-id=abc" });
    expect([withSession.status, withCart.status]).toEqual([299, 299]);
    expect(calls).toHaveLength(2);
  });

  it("renders again once anything was invalidated, and after the maximum age", async () => {
    let clock = 0;
    const { get, calls, bump } = await serving(async () => page(), { now: () => clock });
    await get("/a");
    await get("/a");
    bump();
    await get("/a");
    expect(calls).toEqual(["/a", "/a"]);
    clock += PAGE_MAX_AGE_MS;
    await get("/a");
    expect(calls).toHaveLength(3);
  });

  it("stores no redirect, error, file or page that sets a cookie, and hands the next request to Next.js", async () => {
    const answers: Record<string, Rendered> = {
      "/account": { status: 307, headers: { location: "/auth" }, body: Buffer.alloc(0) },
      "/yok": { ...page(), status: 404 },
      "/sets-cookie": { ...page(), headers: { ...page().headers, "set-cookie": ["lumora-cart-id=1"] } },
      "/json": { status: 200, headers: { "content-type": "application/json" }, body: Buffer.from("{}") },
    };
    const { get, calls } = await serving(async (target) => answers[target.url]!);
    for (const path of Object.keys(answers)) {
      const first = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}${path}`, { redirect: "manual" });
      expect(first.headers.get(STATUS_HEADER)).toBe("bypass");
      expect((await get(path)).status, path).toBe(299);
    }
    expect(calls).toEqual(Object.keys(answers));
  });

  it("remembers nothing of a refused or failed render (5xx): the next guest's miss renders again", async () => {
    let status = 503;
    const { get, calls } = await serving(async () => ({ ...page(), status }));
    expect((await get("/makineler")).status).toBe(503);
    status = 200;
    const next = await get("/makineler");
    expect([next.status, next.headers.get(STATUS_HEADER)]).toEqual([200, "miss"]);
    expect(calls).toEqual(["/makineler", "/makineler"]);
  });

  it("hands framework requests, other methods and files straight to Next.js", async () => {
    const { get, calls } = await serving(async () => page());
    expect((await get("/", { rsc: "1" })).status).toBe(299);
    expect((await get("/?_rsc=abc")).status).toBe(299);
    expect((await get("/api/health")).status).toBe(299);
    expect((await get("/_next/static/chunks/a.js")).status).toBe(299);
    expect((await get("/locales/tr/common.json")).status).toBe(299);
    expect(calls).toEqual([]);
  });

  it("compresses in Brotli where the browser takes it, else in gzip", async () => {
    const { get } = await serving(async () => page());
    const port = (server!.address() as AddressInfo).port;
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve) =>
        http.get(`http://127.0.0.1:${port}/`, { headers: { "accept-encoding": acceptEncoding } }, async (res) => {
          const chunks: Buffer[] = [];
          for await (const chunk of res) chunks.push(chunk as Buffer);
          resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) });
        }),
      );
    const br = await raw("gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("<p>Ürün</p>");
    const gzip = await raw("gzip, br;q=0");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toContain("<p>Ürün</p>");
    const plain = await raw("identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain("<p>Ürün</p>");
    expect((await get("/")).headers.get(STATUS_HEADER)).toBe("hit");
  });

  it("renders a page once for requests that arrive together", async () => {
    let release = () => {};
    const { get, calls } = await serving(() => new Promise((resolve) => (release = () => resolve(page()))));
    const both = Promise.all([get("/b"), get("/b")]);
    await new Promise((r) => setTimeout(r, 50));
    release();
    const answers = await both;
    expect(calls).toEqual(["/b"]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
  });

  it("gives up a render past its time limit: the guests waiting for it are rendered for by Next.js", async () => {
    let slow = true;
    const { get, calls } = await serving(
      (target) =>
        slow ? new Promise<Rendered>(() => {}) : Promise.resolve(page(`<p>${target.url}</p><script nonce="${RENDER_NONCE}"></script>`)),
      { renderTimeoutMs: 100 },
    );
    const waited = await Promise.all([get("/slow"), get("/slow")]);
    expect(waited.map((r) => r.status)).toEqual([299, 299]);
    expect(calls).toEqual(["/slow"]);
    slow = false;
    expect((await get("/slow")).headers.get(STATUS_HEADER)).toBe("miss");
  });

  it("renders from the URL and consent alone, whatever else the request carries", async () => {
    const targets: RenderTarget[] = [];
    const { get } = await serving(async (target) => {
      targets.push(target);
      return page();
    });
    await get("/about?x=1", {
      cookie: `${CONSENT}=accepted`,
      host: "evil.example",
      "user-agent": "Googlebot",
      purpose: "prefetch",
      "x-middleware-prefetch": "1",
    });
    expect(targets).toEqual([{ url: "/about?x=1", consent: "accepted" }]);
    // A prefetch neither turns the cache off nor gets a page of its own: it is answered like anyone else.
    expect((await get("/about?x=1", { cookie: `${CONSENT}=accepted` })).headers.get(STATUS_HEADER)).toBe("hit");
  });

  it("keeps within its byte budget, least recently used first", async () => {
    const big = page(`<p>${"x".repeat(1000)}</p><script nonce="${RENDER_NONCE}"></script>`);
    const { get, calls } = await serving(async () => big, { maxBytes: 2500 });
    await get("/1");
    await get("/2");
    await get("/1");
    await get("/3");
    await get("/1");
    await get("/2");
    expect(calls).toEqual(["/1", "/2", "/3", "/2"]);
  });
});

describe("pageCacheTarget", () => {
  const req = (url: string, headers: http.IncomingHttpHeaders = {}, method = "GET") => ({ url, headers, method }) as http.IncomingMessage;
  it("takes guests' GETs by URL and consent", () => {
    expect(pageCacheTarget(req("/x?page=2"), CONSENT)).toEqual({ url: "/x?page=2", consent: "" });
    expect(pageCacheTarget(req("/x", { cookie: `${CONSENT}=accepted` }), CONSENT)).toEqual({ url: "/x", consent: "accepted" });
    expect(pageCacheTarget(req("/x", { "content-length": "0" }), CONSENT)).not.toBeNull();
    expect(pageCacheTarget(req("/x", {}, "HEAD"), CONSENT)).toBeNull();
    expect(pageCacheTarget(req("/x", { "next-router-prefetch": "1" }), CONSENT)).toBeNull();
  });

  it("leaves a GET with a body, or a target that is not a plain path, to Next.js", () => {
    expect(pageCacheTarget(req("/x", { "content-length": "12" }), CONSENT)).toBeNull();
    expect(pageCacheTarget(req("/x", { "content-length": "0, 12" }), CONSENT)).toBeNull();
    expect(pageCacheTarget(req("/x", { "transfer-encoding": "chunked" }), CONSENT)).toBeNull();
    expect(pageCacheTarget(req("http://evil.example/x"), CONSENT)).toBeNull();
    expect(pageCacheTarget(req("//evil.example/x"), CONSENT)).toBeNull();
    expect(pageCacheTarget(req("*"), CONSENT)).toBeNull();
  });
});
