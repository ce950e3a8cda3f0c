import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf, routeModules } from "../support/next-stand-in";
import { type Shop, startShop } from "../support/shop-server";
import { exchange, statusOf } from "../support/slow-bodies";
import { staffSession } from "../support/staff";

const METHODS = ["POST", "PUT", "PATCH", "DELETE", "GET"] as const;
/** Better Auth's catch-all serves many endpoints; these take a body (sign-out would end the staff session). */
const AUTH_ENDPOINTS = ["sign-in/email", "sign-up/email", "request-password-reset", "reset-password", "change-password", "update-user"];

type Target = { method: string; path: string; cookie?: string };

/** The {code} of a raw answer's envelope (its body whole or in chunks); null when it has none. */
const codeOf = (answer: string) => /"code":"(\w+)"/.exec(answer.slice(answer.indexOf("\r\n\r\n")))?.[1] ?? null;

/**
 * Input that Next.js or the database once answered with a 500, sent on raw connections to the production server's
 * front door (Next.js stood in for, tests/support/next-stand-in.ts): every answer is a 4xx with its envelope.
 */
describe("hostile input through the front door", () => {
  let shop: Shop;
  const targets: Target[] = [];
  beforeAll(async () => {
    shop = await startShop();
    const staff = await staffSession();
    for (const file of Object.keys(routeModules).sort()) {
      const mod = await routeModules[file]!();
      const path = pathOf(file);
      for (const method of METHODS.filter((m) => mod[m])) {
        if (file.includes("[...all]")) for (const endpoint of AUTH_ENDPOINTS) targets.push({ method, path: path.replace("x/y", endpoint) });
        else targets.push({ method, path, cookie: staff });
      }
    }
  });
  afterAll(() => shop.close());

  const send = (target: Target, extra: { path?: string; body?: string; headers?: Record<string, string> } = {}) =>
    exchange(shop.port, {
      method: target.method,
      path: extra.path ?? target.path,
      headers: { ...(target.cookie ? { cookie: target.cookie } : {}), ...extra.headers },
      body: extra.body,
    });

  it("answers a JSON body nested 6,000 levels deep 4xx on every route that reads one", async () => {
    const deep = `${"[".repeat(6000)}1${"]".repeat(6000)}`;
    const wrong: string[] = [];
    for (const target of targets.filter((t) => t.method !== "GET")) {
      const status = statusOf(await send(target, { body: deep }));
      if (status < 400 || status >= 500) wrong.push(`${target.method} ${target.path} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers U+0000 in any path segment or query of every route, and of pages, 400 invalid_path", async () => {
    const paths = targets.flatMap((target) => {
      const segments = target.path.split("/");
      return [
        ...segments.slice(1).map((_, i) => segments.map((s, j) => (j === i + 1 ? `${s}%00` : s)).join("/")),
        `${target.path}?number=%00`,
      ].map((path) => ({ ...target, path }));
    });
    const pages = ["/%00", "/checkout/confirmation/%00", "/media/products/a%00b.jpg", "/search?q=%00", "/blog?page=1%00"];
    const wrong: string[] = [];
    for (const target of [...paths, ...pages.map((path) => ({ method: "GET", path }))]) {
      const answer = await send(target);
      if (statusOf(answer) !== 400 || codeOf(answer) !== "invalid_path")
        wrong.push(`${target.method} ${target.path} -> ${statusOf(answer)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers U+0000 in a sign-in e-mail, a reset token and a form's text 400, before the database sees them", async () => {
    const cases = [
      { path: "/api/auth/sign-in/email", body: { email: "a\u0000@example.com", password: "x".repeat(12) } },
      { path: "/api/auth/reset-password", body: { token: "\u0000", newPassword: "yeni-sifre-1234" } },
      { path: "/api/auth/request-password-reset", body: { email: "ayse\u0000@example.com" } },
      { path: "/api/forms/submit", body: { form: "contact", values: { name: "Ayşe\u0000", email: "a@example.com" } } },
    ];
    for (const { path, body } of cases) {
      const answer = await send({ method: "POST", path }, { body: JSON.stringify(body), headers: { "content-type": "application/json" } });
      expect([statusOf(answer), codeOf(answer)], path).toEqual([400, "validation_failed"]);
    }
  });

  it("answers methods the shop does not serve 405 with Allow, and CONNECT with no 5xx", async () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE"])
      for (const path of ["/", "/api/health", "/api/cart"]) {
        const answer = await exchange(shop.port, { method, path });
        expect([statusOf(answer), codeOf(answer)], `${method} ${path}`).toEqual([405, "method_not_allowed"]);
        expect(answer).toMatch(/^allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r$/im);
      }
    // Node hands CONNECT to a "connect" listener, which the shop has none of: the connection is closed unanswered.
    const connect = await exchange(shop.port, { method: "CONNECT", path: "127.0.0.1:22" });
    expect(statusOf(connect) === 0 || statusOf(connect) < 500).toBe(true);
    expect((await fetch(new URL("/api/health", shop.base))).status).toBe(200);
  });

  it("answers a router state header the framework cannot read 400, and lets a real one through", async () => {
    // (One past the header size Node reads, 16 KB, is Node's own 431 before the shop sees it.)
    const broken = ["garbage", "%E0%A4%A", encodeURIComponent("[]"), encodeURIComponent('["",{"children":1}]'), "%5B".repeat(5000)];
    for (const state of broken) {
      const answer = await exchange(shop.port, { method: "GET", path: "/urun/x", headers: { rsc: "1", "next-router-state-tree": state } });
      expect([statusOf(answer), codeOf(answer)], state.slice(0, 30)).toEqual([400, "invalid_header"]);
    }
    const real = encodeURIComponent(
      JSON.stringify(["", { children: ["(shop)", { children: ["__PAGE__", {}, null, null] }] }, null, null, 1]),
    );
    const answer = await exchange(shop.port, { method: "GET", path: "/urun/x", headers: { rsc: "1", "next-router-state-tree": real } });
    expect(statusOf(answer)).toBe(200);
  });

  it("answers a page post (a server action) from a foreign origin 403, and takes one from the shop's own", async () => {
    const action = { "next-action": "0123456789abcdef", "content-type": "text/plain;charset=UTF-8" };
    for (const headers of [
      { ...action, origin: "https://saldirgan.example" },
      { ...action, origin: "null" },
      { "content-type": "multipart/form-data; boundary=x", origin: "https://saldirgan.example" },
    ]) {
      const answer = await exchange(shop.port, { method: "POST", path: "/contact", headers, body: "[]" });
      expect([statusOf(answer), codeOf(answer)], headers.origin).toEqual([403, "invalid_origin"]);
    }
    const own = await exchange(shop.port, { method: "POST", path: "/contact", headers: { ...action, origin: shop.base }, body: "[]" });
    expect(statusOf(own)).toBe(200);
  });
});
