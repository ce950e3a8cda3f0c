import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_COOKIE } from "@/config/cookies";
import { type Shop, startShop } from "../support/shop-server";
import { openSlowBody } from "../support/slow-bodies";
import { freshIp, strongPassword } from "./account-support";
import { simpleProduct } from "./cart-helpers";
import { guestAddress } from "./checkout-helpers";

/** Far past what any of these requests takes, far short of the minutes a held render slot would cost. */
const STEP_MS = 5000;

let shop: Shop;
let productId: number;
beforeAll(async () => {
  shop = await startShop();
  productId = await simpleProduct(1000);
});
afterAll(() => shop.close());

/** A browser's requests through the shop's server: keeps the cookies it is given, fails a step past STEP_MS. */
function browser(base: string) {
  const cookies = new Map<string, string>();
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(new URL(path, base), {
      method,
      headers: {
        origin: new URL(base).origin,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(STEP_MS),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: res.status, text: await res.text(), cookies };
  };
}

/** A new customer signs up, fills a cart, walks through checkout, orders and opens a page; the statuses, in order. */
async function customerOrders(base: string, email: string): Promise<number[]> {
  const request = browser(base);
  const steps: [string, string, unknown?][] = [
    ["POST", "/api/auth/sign-up/email", { name: "Ayşe Yılmaz", email, password: strongPassword, acceptedMembershipAgreement: true }],
    ["POST", "/api/cart/add-item", { item: { productId, quantity: 1 } }],
    ["POST", "/api/checkout/information", { email, shippingAddress: guestAddress }],
    ["POST", "/api/checkout/delivery", { deliveryType: "standard" }],
    ["POST", "/api/checkout/payment", { paymentMethod: "bank_transfer" }],
    ["POST", "/api/checkout/place-order", { contractsApproved: true }],
    ["GET", "/hesabim/siparisler"],
  ];
  const statuses: number[] = [];
  for (const [method, path, body] of steps) {
    const { status, text, cookies } = await request(method, path, body);
    if (status !== 200) throw new Error(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
    if (path === "/api/cart/add-item") expect(cookies.has(CART_COOKIE)).toBe(true);
    statuses.push(status);
  }
  return statuses;
}

describe("slow request bodies", () => {
  for (const count of [6, 60])
    it(`${count} bodies that stop after 9 bytes, from the customer's own address, delay neither an order nor health`, async () => {
      const before = await fetch(new URL("/api/health", shop.base)).then((r) => r.status);
      const seen = shop.seen();
      const slow = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          openSlowBody(shop.port, { path: i % 2 ? "/api/auth/sign-in/email" : "/api/cart/add-item" }),
        ),
      );
      try {
        // Every slow request's head has reached the front door before the customer starts.
        await shop.requestsSeen(seen + count);
        expect(await customerOrders(shop.base, `yavas-${count}-${freshIp()}@example.com`)).toHaveLength(7);
        const health = await fetch(new URL("/api/health", shop.base), { signal: AbortSignal.timeout(STEP_MS) });
        expect([before, health.status]).toEqual([200, 200]);
      } finally {
        for (const { socket } of slow) socket.destroy();
      }
    });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request from `localAddress` on a connection of its own. */
function send(shop: Shop, method: string, path: string, options: { localAddress?: string; cookie?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: shop.port,
        method,
        path,
        agent: false,
        localAddress: options.localAddress,
        headers: options.cookie ? { cookie: options.cookie } : {},
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject).end(method === "GET" ? undefined : "{}");
  });
}

/** Pages that render only once let through: `entered(n)` resolves once n have started. */
function heldPages() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const delay = () => {
    started++;
    for (const waiter of waiters.filter((w) => w.count <= started)) waiter.resolve();
    return gate;
  };
  const entered = (count: number) =>
    count <= started ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }));
  return { delay, entered, release: () => release() };
}

describe("the limits on a slow client", () => {
  it("answers a body that sends nothing for BODY_IDLE_TIMEOUT_MS 408 with the envelope, and closes its connection", async () => {
    const idle = await startShop({ env: { BODY_IDLE_TIMEOUT_MS: "300" } });
    try {
      const [api, page] = await Promise.all([
        openSlowBody(idle.port, { path: "/api/cart/add-item" }),
        openSlowBody(idle.port, { path: "/sepet" }),
      ]);
      const [apiAnswer, pageAnswer] = await Promise.all([api.answer, page.answer]);
      expect(apiAnswer).toMatch(/^HTTP\/1\.1 408 /);
      expect(apiAnswer).toMatch(/connection: close/i);
      expect(JSON.parse(apiAnswer.slice(apiAnswer.indexOf("\r\n\r\n") + 4))).toEqual({
        code: "request_timeout",
        message: expect.stringMatching(/çok uzun sürdü/),
      });
      expect(pageAnswer).toMatch(/^HTTP\/1\.1 408 [\s\S]*content-type: text\/html[\s\S]*<html lang="tr">[\s\S]*çok uzun sürdü/i);
      expect(idle.door.renders()).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
    } finally {
      await idle.close();
    }
  });

  it("ends a request whose body still trickles after REQUEST_TIMEOUT_MS with Node's 408", async () => {
    const strict = await startShop({ env: { REQUEST_TIMEOUT_MS: "800" } });
    try {
      const trickle = await openSlowBody(strict.port, { path: "/api/cart/add-item" });
      const drip = setInterval(() => trickle.socket.write("1"), 100);
      const answer = await trickle.answer.finally(() => clearInterval(drip));
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(strict.door.renders()).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
    } finally {
      await strict.close();
    }
  });

  it("gives one address half of the slots, answers 503 with Retry-After past QUEUE_WAIT_MS, and health all along", async () => {
    const pages = heldPages();
    const busy = await startShop({ env: { QUEUE_WAIT_MS: "300" }, pageDelay: pages.delay });
    const cookie = "oturum=1"; // not a guest: rendered, never from the page cache
    try {
      const flood = Array.from({ length: 4 }, (_, i) => send(busy, "GET", `/hesabim?${i}`, { localAddress: "127.0.0.2", cookie }));
      const others = ["127.0.0.3", "127.0.0.4", "127.0.0.5"].map((localAddress) => send(busy, "GET", "/hesabim", { localAddress, cookie }));
      await pages.entered(6);
      expect(busy.door.renders()).toMatchObject({ running: 6, waiting: 1 });
      const [page, api, health] = await Promise.all([
        send(busy, "GET", "/hesabim", { localAddress: "127.0.0.6", cookie }),
        send(busy, "POST", "/api/cart", { localAddress: "127.0.0.6" }),
        send(busy, "GET", "/api/health", { localAddress: "127.0.0.6" }),
      ]);
      expect([page.status, page.headers["retry-after"], page.headers["content-type"]]).toEqual([503, "1", "text/html; charset=utf-8"]);
      expect(page.body).toMatch(/<html lang="tr">[\s\S]*çok yoğunuz/);
      expect([api.status, api.headers["retry-after"], JSON.parse(api.body)]).toEqual([
        503,
        "1",
        { code: "server_busy", message: expect.stringMatching(/çok yoğunuz/) },
      ]);
      expect(health.status).toBe(200);
      // The flooding address's fourth page waited as long and was refused too; the three first were rendered.
      pages.release();
      const answers = await Promise.all([...flood, ...others]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 503, 200, 200, 200]);
      expect(busy.door.renders()).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
    } finally {
      pages.release();
      await busy.close();
    }
  });
});
