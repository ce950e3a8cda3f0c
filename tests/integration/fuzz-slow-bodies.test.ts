import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aliveWorker } from "../support/jobs";
import { pathOf, routeModules } from "../support/next-stand-in";
import { type Shop, startShop } from "../support/shop-server";
import { openSlowBody, sendSlowly, statusOf } from "../support/slow-bodies";
import { staffSession } from "../support/staff";

const METHODS = ["POST", "PUT", "PATCH", "DELETE", "GET"] as const;
/** Better Auth's catch-all serves many endpoints; these take a body (sign-out would end the staff session). */
const AUTH_ENDPOINTS = ["sign-in/email", "sign-up/email", "request-password-reset", "reset-password", "change-password", "update-user"];
const IDLE_MS = 400;

type Target = { method: string; path: string; cookie?: string };

/**
 * Every route file, public and staff, through the production server's front door (Next.js stood in for,
 * tests/support/next-stand-in.ts), with bodies that come slowly, stop, or are cut off: never a 5xx, no render slot
 * or body memory kept afterwards, and the server still answers.
 */
describe("every route file survives slow and aborted bodies", () => {
  let shop: Shop;
  const targets: Target[] = [];
  // A job worker alive, as in a running shop: readiness is up, so that any 5xx is the body's doing.
  let stopWorker = async () => {};
  beforeAll(async () => {
    shop = await startShop({ env: { BODY_IDLE_TIMEOUT_MS: String(IDLE_MS) } });
    stopWorker = await aliveWorker();
    // Staff pass every route's access check, so that each route reads the body it is sent.
    const staff = await staffSession();
    for (const file of Object.keys(routeModules).sort()) {
      const mod = await routeModules[file]!();
      const method = METHODS.find((m) => mod[m])!;
      const path = pathOf(file);
      if (file.includes("[...all]")) for (const endpoint of AUTH_ENDPOINTS) targets.push({ method, path: path.replace("x/y", endpoint) });
      else targets.push({ method, path, cookie: staff });
    }
  });
  afterAll(async () => {
    await stopWorker();
    await shop.close();
  });

  const headersOf = (target: Target): Record<string, string> => (target.cookie ? { cookie: target.cookie } : {});

  it("finds the routes", () => {
    expect(targets.length).toBeGreaterThan(100);
  });

  it("answers a body sent in pieces, with pauses, as the route would, never with a 5xx", async () => {
    const failures: string[] = [];
    const pending = [...targets];
    // A few at a time: each answer is the route's own, with the database behind it.
    const worker = async () => {
      for (let target = pending.shift(); target; target = pending.shift()) {
        const status = await sendSlowly(shop.port, {
          ...target,
          headers: headersOf(target),
          body: '{"a":1,"b":"xyz"}',
          pieces: 3,
          gapMs: 20,
        });
        if (status === 0 || status >= 500) failures.push(`${target.method} ${target.path} -> ${status}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures).toEqual([]);
    await expect.poll(() => shop.door.renders(), { timeout: 10_000 }).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
  }, 60_000);

  it("answers a body that stops 408, and forgets one whose client leaves mid-body, without a slot either way", async () => {
    const stalled = await Promise.all(targets.map((t) => openSlowBody(shop.port, { ...t, headers: headersOf(t) })));
    const aborted = await Promise.all(targets.map((t) => openSlowBody(shop.port, { ...t, headers: headersOf(t) })));
    for (const { socket } of aborted) socket.destroy();
    // None of them holds a render slot meanwhile.
    expect(shop.door.renders()).toMatchObject({ running: 0, waiting: 0 });
    const answers = await Promise.all(stalled.map((s) => s.answer));
    const wrong = answers.map((a, i) => [`${targets[i]!.method} ${targets[i]!.path}`, statusOf(a)]).filter(([, status]) => status !== 408);
    expect(wrong).toEqual([]);
    await expect.poll(() => shop.door.renders(), { timeout: 10_000 }).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
  });

  it("keeps serving afterwards", async () => {
    expect((await fetch(new URL("/api/health", shop.base))).status).toBe(200);
    await expect.poll(() => shop.door.renders(), { timeout: 10_000 }).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
  });
});
