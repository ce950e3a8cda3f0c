import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as cartPost } from "@/app/api/cart/route";
import { POST as searchPost } from "@/app/api/catalog/search/route";
import { db } from "@/server/platform/db/client";
import { rateCounters, rateLimit } from "@/server/platform/db/schema";
import { forwardedHeadersSettler, parseTrustProxy } from "@/server/platform/http/forwarded";
import { sendWebResponse, toWebRequest } from "@/server/platform/http/node-bridge";
import { call, demoCustomer } from "../support/api";
import { createTestStaff } from "../support/staff";
import { freshIp } from "./account-support";

/**
 * Who may post, and who the client is, at whatever address the shop is served: the origin check
 * (src/server/platform/http/origin.ts), the client's address from the socket and TRUST_PROXY (src/server/platform/http/forwarded.ts),
 * the per-account sign-in lockout and the body limit of Better Auth's routes.
 */

type Handler = (req: Request) => Promise<Response>;
const routes: Record<string, Handler> = { "/api/cart": cartPost, "/api/catalog/search": searchPost };
const servers: http.Server[] = [];

/** The app's route handlers behind a Node server that settles the forwarded headers as scripts/serve.ts does. */
async function serve(trustProxy?: string): Promise<number> {
  const settle = forwardedHeadersSettler(parseTrustProxy(trustProxy));
  const server = http.createServer(async (req, res) => {
    settle(req);
    const path = (req.url ?? "").split("?")[0] as string;
    const handler = path.startsWith("/api/auth/") ? authPost : routes[path];
    if (!handler) return void res.writeHead(404).end();
    await sendWebResponse(res, await handler(toWebRequest(req)));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

afterAll(() => {
  for (const server of servers) server.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

type Sent = { status: number; headers: http.IncomingHttpHeaders; json: { code?: string; message?: string } | undefined };

/** A raw request, so that Host and any forwarded header go out exactly as written. */
function send(port: number, path: string, headers: Record<string, string>, body = "{}"): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : undefined }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const signIn = (email: string, password: string, ip = freshIp(), headers: Record<string, string> = {}) =>
  call(authPost, "/api/auth/sign-in/email", { body: { email, password }, headers: { "x-forwarded-for": ip, ...headers } });

describe("the origin check follows the address the shop is served at", () => {
  it.each(["127.0.0.1:4000", "192.168.1.20:3000", "magaza.example"])(
    "lets a page served at %s post to the API and to Better Auth",
    async (host) => {
      const own = { host, origin: `http://${host}` };
      expect((await call(cartPost, "/api/cart", { body: {}, headers: own })).status).toBe(200);
      expect((await signIn(demoCustomer.email, demoCustomer.password, freshIp(), own)).status).toBe(200);
    },
  );

  it("refuses a foreign origin, the configured site URL's included, with 403 invalid_origin", async () => {
    for (const origin of ["https://evil.example", "http://localhost:3000", "null"]) {
      const res = await call(cartPost, "/api/cart", { body: {}, headers: { host: "127.0.0.1:4000", origin } });
      expect([res.status, res.json.code]).toEqual([403, "invalid_origin"]);
    }
    expect(
      (await signIn(demoCustomer.email, demoCustomer.password, freshIp(), { host: "127.0.0.1:4000", origin: "https://evil.example" }))
        .status,
    ).toBe(403);
  });

  it("also lets the origins of TRUSTED_ORIGINS post, and no other", async () => {
    vi.stubEnv("TRUSTED_ORIGINS", "https://bayi.example, https://kampanya.example:8443");
    const from = (origin: string) => ({ host: "127.0.0.1:4000", origin });
    expect((await call(cartPost, "/api/cart", { body: {}, headers: from("https://kampanya.example:8443") })).status).toBe(200);
    expect((await signIn(demoCustomer.email, demoCustomer.password, freshIp(), from("https://bayi.example"))).status).toBe(200);
    expect((await call(cartPost, "/api/cart", { body: {}, headers: from("https://kampanya.example") })).status).toBe(403);
  });

  it("reads X-Forwarded-Host and X-Forwarded-Proto only from a trusted proxy", async () => {
    const proxied = { "x-forwarded-host": "magaza.example", "x-forwarded-proto": "https", origin: "https://magaza.example" };
    const direct = await serve();
    expect((await send(direct, "/api/cart", proxied)).status).toBe(403);
    expect((await send(direct, "/api/auth/sign-in/email", proxied, JSON.stringify(demoCustomer))).status).toBe(403);
    // The client's own Host is its origin, whatever it claims about a proxy.
    expect((await send(direct, "/api/cart", { ...proxied, origin: `http://127.0.0.1:${direct}` })).status).toBe(200);
    const behindProxy = await serve("127.0.0.1");
    expect((await send(behindProxy, "/api/cart", proxied)).status).toBe(200);
    expect((await send(behindProxy, "/api/auth/sign-in/email", proxied, JSON.stringify(demoCustomer))).status).toBe(200);
  });
});

describe("the client's address", () => {
  const search = (port: number, headers: Record<string, string>) =>
    send(port, "/api/catalog/search", headers, JSON.stringify({ searchQuery: "uv" }));

  it("is the socket's: a new X-Forwarded-For or X-Real-IP on every request lifts no limit", async () => {
    vi.stubEnv("SEARCH_RATE_LIMIT", "5");
    const port = await serve();
    const spoofed = (i: number) => ({ "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `198.51.100.${i}` });
    for (let i = 0; i < 5; i++) expect((await search(port, spoofed(i))).status).toBe(200);
    const limited = await search(port, spoofed(5));
    expect([limited.status, limited.json?.code]).toEqual([429, "rate_limited"]);
    // Better Auth's sign-in limit (10 a minute) reads the same address; earlier tests here signed in from it too.
    await db().delete(rateLimit);
    for (let i = 0; i < 10; i++) {
      const res = await send(
        port,
        "/api/auth/sign-in/email",
        spoofed(i),
        JSON.stringify({ email: `kimse-${i}@example.com`, password: "Yanlis123" }),
      );
      expect(res.status).toBe(401);
    }
    const auth = await send(port, "/api/auth/sign-in/email", spoofed(10), JSON.stringify(demoCustomer));
    expect([auth.status, auth.json?.code]).toEqual([429, "rate_limited"]);
  });

  it("is the entry TRUST_PROXY's hops point at; entries before it are the client's to write and change nothing", async () => {
    vi.stubEnv("SEARCH_RATE_LIMIT", "3");
    const port = await serve("1");
    // The proxy appends the address it saw to whatever the client sent.
    const via = (sent: string, seen: string) => ({ "x-forwarded-for": `${sent}, ${seen}` });
    for (let i = 0; i < 3; i++) expect((await search(port, via(`10.9.9.${i}`, "203.0.113.50"))).status).toBe(200);
    expect((await search(port, via("10.9.9.9", "203.0.113.50"))).status).toBe(429);
    expect((await search(port, via("10.9.9.9", "203.0.113.51"))).status).toBe(200);
  });
});

describe("the per-account sign-in lockout", () => {
  it("refuses an account's sign-ins for 15 minutes after 10 failures from any addresses, with 429 and Retry-After", async () => {
    const staff = await createTestStaff();
    for (let i = 0; i < 10; i++) expect((await signIn(staff.email, `Yanlis${i}abc`)).status).toBe(401);
    const locked = await signIn(staff.email, staff.password);
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual({ code: "rate_limited", message: expect.any(String) });
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The same e-mail written otherwise is the same account; another account is not affected.
    expect((await signIn(` ${staff.email.toUpperCase()}`, staff.password)).status).toBe(429);
    expect((await signIn(demoCustomer.email, demoCustomer.password)).status).toBe(200);
    // Once the window has passed, the right password works again.
    await db()
      .update(rateCounters)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(sql`${rateCounters.key} like 'sign-in-failures:%'`);
    expect((await signIn(staff.email, staff.password)).status).toBe(200);
  });

  it("lets no more than 10 of 20 parallel guesses reach the password check", async () => {
    const email = "paralel@example.com";
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(email, `Yanlis${i}abc`)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("does not count successful sign-ins", async () => {
    for (let i = 0; i < 12; i++) expect((await signIn(demoCustomer.email, demoCustomer.password)).status).toBe(200);
  });
});

describe("Better Auth's routes read no body over the shop's limit", () => {
  it("answers 413 in the envelope to a body over 64 KB", async () => {
    const res = await call(authPost, "/api/auth/sign-in/email", {
      rawBody: JSON.stringify({ ...demoCustomer, pad: "x".repeat(70_000) }),
      headers: { "content-type": "application/json" },
    });
    expect([res.status, res.json.code]).toEqual([413, "payload_too_large"]);
  });

  /** Sends `declared` (or chunks, when undefined) and counts the bytes written until the answer arrives. */
  function bigBody(port: number, declared?: number): Promise<{ status: number; code: string; written: number }> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (declared !== undefined) headers["content-length"] = String(declared);
      const req = http.request({ host: "127.0.0.1", port, path: "/api/auth/sign-in/email", method: "POST", headers });
      let written = 0;
      let answered = false;
      const chunk = Buffer.alloc(16 * 1024, "a");
      const pump = () => {
        while (!answered && written < 20 * 1024 * 1024) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
      };
      req.on("response", (res) => {
        answered = true;
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, code: JSON.parse(text).code, written });
        });
      });
      req.on("error", (err) => (answered ? undefined : reject(err)));
      pump();
    });
  }

  it("answers 413 to a declared 20 MB body and to a streamed one, long before reading it all", async () => {
    const port = await serve();
    const declared = await bigBody(port, 20 * 1024 * 1024);
    expect([declared.status, declared.code]).toEqual([413, "payload_too_large"]);
    const streamed = await bigBody(port);
    expect([streamed.status, streamed.code]).toEqual([413, "payload_too_large"]);
    expect(streamed.written).toBeLessThan(4 * 1024 * 1024);
  });
});
