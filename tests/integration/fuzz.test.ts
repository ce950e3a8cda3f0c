import { getCookies } from "better-auth/cookies";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { CART_COOKIE } from "@/config/cookies";
import { storeConfig } from "@/config/store";
import { auth } from "@/server/account/auth";
import { ORDER_ACCESS_COOKIE } from "@/server/orders/guest-lookup";
import { demoCustomer, signIn } from "../support/api";
import {
  type BadRequest,
  badParamRequests,
  badRequests,
  garbageCookieRequests,
  largeNumberRequests,
  nulRequests,
} from "../support/bad-requests";
import { FAKE_IYZICO_PORTS, FakeIyzico } from "../support/fake-iyzico";
import { aliveWorker } from "../support/jobs";
import { staffSession } from "../support/staff";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;

// Every route file: the API, and /media (which takes its path as a parameter).
const modules = import.meta.glob<RouteModule>("/src/app/**/route.ts");
// Better Auth's catch-all serves many endpoints; fuzz the ones that take a body.
const authEndpoints = [
  "sign-in/email",
  "sign-up/email",
  "request-password-reset",
  "reset-password",
  "change-password",
  "update-user",
  "sign-out",
  "two-factor/enable",
  "two-factor/verify-totp",
  "two-factor/verify-backup-code",
  "two-factor/disable",
];

const isAuth = (file: string) => file.includes("[...all]");

function urlsFor(file: string): string[] {
  const route = file.replace(/^\/src\/app/, "").replace(/\/route\.ts$/, "");
  if (isAuth(file)) return authEndpoints.map((e) => route.replace("[...all]", e));
  return [route.replace(/\[\.\.\.(\w+)\]/g, "x/y").replace(/\[(\w+)\]/g, "1")];
}

function paramsFor(url: string, file: string, param = "1"): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const m of file.matchAll(/\[(\.\.\.)?(\w+)\]/g)) params[m[2]!] = m[1] ? [...url.split("/").slice(-2, -1), param] : param;
  return params;
}

/** Every cookie the shop sets: the cart's, a guest's order lookup's, the consent banner's and Better Auth's session cookies. */
const shopCookies = () => [
  CART_COOKIE,
  ORDER_ACCESS_COOKIE,
  storeConfig.cookieConsent.cookieName,
  ...Object.values(getCookies(auth().options)).map((c) => c.name),
];

/** A route's own path parameters take the hostile values too (Better Auth's catch-all reads the URL instead). */
const takesParams = (file: string) => file.includes("[") && !isAuth(file);

const PER_ROUTE = 200;
/** Each route takes every NUL_SHARE-th of the U+0000 bodies, so that consecutive routes share every string field out. */
const NUL_SHARE = 20;

describe("every route file survives hostile input", () => {
  // Signed in per file, after the per-file database is in place (not while tests are being collected).
  let customer = "";
  // Staff pass every route's access check (a customer's routes too), so the large numbers reach each route's schema.
  let staff = "";
  // Card payment configured (against the local iyzico), so the payment routes take bad input past "card not offered".
  const iyzico = new FakeIyzico();
  // A job worker alive, as in a running shop: readiness is up, so that any 5xx is the input's doing.
  let stopWorker = async () => {};
  beforeAll(async () => {
    customer = await signIn(demoCustomer.email, demoCustomer.password);
    staff = await staffSession();
    await iyzico.start(FAKE_IYZICO_PORTS);
    Object.assign(process.env, iyzico.env());
    stopWorker = await aliveWorker();
  });
  afterAll(async () => {
    for (const key of Object.keys(iyzico.env())) delete process.env[key];
    await iyzico.stop();
    await stopWorker();
  });
  const files = Object.keys(modules).sort();

  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(1);
  });

  for (const [fileIndex, file] of files.entries()) {
    for (const url of urlsFor(file)) {
      it(`${url}: ${PER_ROUTE}+ bad requests get 4xx envelopes, never a 5xx`, async () => {
        const mod = await modules[file]!();
        const methods = (["POST", "PUT", "PATCH", "DELETE", "GET"] as const).filter((m) => mod[m]);
        const failures: string[] = [];
        const requests: BadRequest[] = [
          ...badRequests(url.length * 7919, PER_ROUTE),
          // Not through Better Auth's endpoints: sign-out would end the staff session for the routes after them.
          ...(isAuth(file) ? [] : largeNumberRequests(staff)),
          ...nulRequests(isAuth(file) ? "" : staff).filter((_, j) => j % NUL_SHARE === fileIndex % NUL_SHARE),
          ...garbageCookieRequests(shopCookies(), customer),
          ...(takesParams(file) ? badParamRequests() : []),
        ];
        for (const [i, bad] of requests.entries()) {
          const method = methods[i % methods.length]!;
          const headers = new Headers({
            "content-type": bad.contentType,
            origin: "http://localhost:3000",
            "x-forwarded-for": `10.9.${i % 250}.1`,
          });
          if (bad.cookie) headers.set("cookie", bad.cookie);
          else if (i % 2 === 1) headers.set("cookie", customer);
          const path = bad.param ? url.replace(/[^/]+$/, encodeURIComponent(bad.param)) : url;
          const req = new Request(`http://localhost:3000${path}`, { method, headers, body: method === "GET" ? undefined : bad.body });
          const res = await mod[method]!(req, { params: Promise.resolve(paramsFor(url, file, bad.param)) });
          // The live channel's stream never ends: what matters is the status it opened with.
          const streamed = res.headers.get("content-type")?.startsWith("text/event-stream");
          const text = streamed ? await res.body!.cancel().then(() => "") : await res.text();
          if (res.status >= 500) failures.push(`${method} ${bad.label} -> ${res.status} ${text.slice(0, 120)}`);
          else if (bad.mustBe4xx && method !== "GET" && (res.status < 400 || res.status >= 500))
            failures.push(`${method} ${bad.label} -> ${res.status}, expected 4xx`);
          else if (res.status >= 400 && res.headers.get("content-type")?.includes("json")) {
            const json = JSON.parse(text);
            if (typeof json.code !== "string" && typeof json.code !== "number")
              failures.push(`${method} ${bad.label} -> ${res.status} without {code, message}`);
            if (typeof json.message !== "string") failures.push(`${method} ${bad.label} -> ${res.status} without a message`);
          }
          if (/at \w+ \(|node_modules|\.ts:\d+/.test(text)) failures.push(`${method} ${bad.label} -> leaked a stack trace`);
        }
        expect(failures).toEqual([]);
      }, 120_000);
    }
  }

  it("keeps serving afterwards", async () => {
    expect((await health()).status).toBe(200);
  });
});
