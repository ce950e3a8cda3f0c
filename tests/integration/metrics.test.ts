import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadJobsConfig } from "@/config/jobs";
import { startShopMetrics } from "@/server/compose/metrics";
import { db, dbHandle } from "@/server/platform/db/client";
import { JOBS_SCHEMA } from "@/server/platform/jobs/boss";
import { enqueue, jobQueue } from "@/server/platform/jobs/queue";
import { MAIL_JOB } from "@/server/platform/jobs/registry";
import { startWorker } from "@/server/platform/jobs/worker";
import { logger } from "@/server/platform/runtime/log";
import { shutDown } from "@/server/platform/runtime/shutdown";
import { createFrontDoor } from "@/server/runtime/front-door";
import { createShopServer } from "@/server/runtime/front-door/http-server";
import { badRequests } from "../support/bad-requests";
import { type Shop, startShop } from "../support/shop-server";

let shop: Shop;
let metricsPort = 0;
beforeAll(async () => {
  await jobQueue();
  shop = await startShop();
  process.env.METRICS_PORT = "0";
  metricsPort = (await startShopMetrics({ web: true })) ?? 0;
  delete process.env.METRICS_PORT;
});
afterAll(async () => {
  await shop.close();
  await shutDown(1000);
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  return res.text();
};

/** The sample of `series` (its name and labels as Prometheus prints them), or undefined. */
const sample = (text: string, series: string) =>
  text
    .split("\n")
    .find((line) => line.startsWith(`${series} `))
    ?.split(" ")[1];

const search = () =>
  fetch(`${shop.base}/api/catalog/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ searchQuery: "kazak" }),
  });

describe("the metrics listener", () => {
  it("serves the named series in Prometheus text after a few requests", async () => {
    for (const path of ["/api/health/live", "/api/health/live", "/kategori/kazak"]) await fetch(`${shop.base}${path}`);
    expect((await search()).status).toBe(200);
    await enqueue(db(), MAIL_JOB, { to: "metrik@example.com", subject: "s", text: "t" });
    const text = await scrape();
    expect(sample(text, 'lumora_http_request_duration_seconds_count{route="/api/health/live",method="GET",status="200"}')).toBe("2");
    expect(sample(text, 'lumora_http_request_duration_seconds_count{route="/api/catalog/search",method="POST",status="200"}')).toBe("1");
    // No build in the tests: a page's path is not in any routes manifest, and it is never its own label.
    expect(text).not.toContain("/kategori/kazak");
    expect(Number(sample(text, "lumora_render_queue_wait_seconds_count"))).toBeGreaterThan(0);
    expect(sample(text, 'lumora_render_queue_requests{state="waiting"}')).toBe("0");
    expect(Number(sample(text, 'lumora_page_cache_lookups_total{result="miss"}'))).toBeGreaterThan(0);
    expect(sample(text, "lumora_search_duration_seconds_count")).toBe("1");
    expect(Number(sample(text, `lumora_jobs_queued{queue="${MAIL_JOB}"}`))).toBeGreaterThanOrEqual(1);
    expect(Number(sample(text, `lumora_jobs_oldest_age_seconds{queue="${MAIL_JOB}"}`))).toBeGreaterThanOrEqual(0);
    expect(sample(text, `lumora_jobs_failed{queue="${MAIL_JOB}"}`)).toBe("0");
    expect(Number(sample(text, "lumora_outbox_oldest_unsent_seconds"))).toBeGreaterThanOrEqual(0);
    expect(sample(text, "lumora_live_channels_open")).toBe("0");
    expect(text).toMatch(/^lumora_nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^lumora_nodejs_heap_size_used_bytes /m);
    if (dbHandle().kind === "postgres") expect(sample(text, 'lumora_db_pool_connections{state="total"}')).toMatch(/^\d+$/);
  });

  it("answers nothing else, and the shop's own port never serves /metrics", async () => {
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    const res = await fetch(`${shop.base}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });
});

describe("the metrics listener and the shop's /metrics under hostile requests", () => {
  it("answers every method and body with a 404 {code, message} or (GET on the listener) the metrics, never a 5xx", async () => {
    const failures: string[] = [];
    for (const base of [`http://127.0.0.1:${metricsPort}`, shop.base])
      for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"])
        for (const bad of badRequests(42, 12)) {
          const hasBody = method !== "GET";
          const res = await fetch(`${base}/metrics${bad.param ? `?${encodeURIComponent(bad.param)}` : ""}`, {
            method,
            headers: { "content-type": bad.contentType, ...(bad.cookie ? { cookie: bad.cookie } : {}) },
            ...(hasBody ? { body: bad.body } : {}),
          });
          const text = await res.text();
          if (res.status >= 500) failures.push(`${method} ${base} ${bad.label} -> ${res.status}`);
          else if (res.status === 404 && typeof JSON.parse(text).message !== "string") failures.push(`${method} ${bad.label}: no message`);
          // On the shop's port only GET is the front door's; another method is a page, Next.js's (here stood in for).
          else if (res.status === 200 && method === "GET" && base === shop.base) failures.push(`GET ${bad.label} on the shop -> 200`);
          else if (res.status === 200 && method !== "GET" && base !== shop.base) failures.push(`${method} ${bad.label} -> 200`);
        }
    expect(failures).toEqual([]);
  });
});

describe("the access log", () => {
  it("writes one line per request: method, route pattern, status, ms and request id, no personal data", async () => {
    const info = vi.spyOn(logger, "info");
    try {
      const res = await fetch(`${shop.base}/api/health/live?email=gizli%40example.com&token=s3cret`, {
        headers: { cookie: "oturum=gizli-oturum", "x-forwarded-for": "203.0.113.9", "x-request-id": "istek-42" },
      });
      expect(res.headers.get("x-request-id")).toBe("istek-42");
      await vi.waitFor(() => expect(info.mock.calls.some(([, message]) => message === "request")).toBe(true));
      const line = info.mock.calls.find(([, message]) => message === "request")?.[0] as Record<string, unknown>;
      expect(line).toEqual({ requestId: "istek-42", method: "GET", route: "/api/health/live", status: 200, ms: expect.any(Number) });
      expect(JSON.stringify(info.mock.calls)).not.toMatch(/gizli|s3cret|203\.0\.113/);
    } finally {
      info.mockRestore();
    }
  });

  it("makes a request id when the proxy's is missing or malformed", async () => {
    for (const header of [undefined, "kötü id", "x".repeat(129)]) {
      const res = await fetch(`${shop.base}/api/health/live`, { headers: header ? { "x-request-id": header } : {} });
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("the request id", () => {
  it("goes into the jobs a request enqueues, and the worker logs it with the job", async () => {
    let ranWith = (_data: unknown) => {};
    const ran = new Promise<unknown>((resolve) => {
      ranWith = resolve;
    });
    const probe = { name: "request-id-probe", queue: () => ({}), run: async ({ data }: { data: unknown }) => ranWith(data) };
    const worker = await startWorker({ jobs: [probe], config: { ...loadJobsConfig(), pollingIntervalSeconds: 0.5 } });
    const info = vi.spyOn(logger, "info");
    const door = createFrontDoor();
    const server = createShopServer(
      async (_req, res) => {
        await enqueue(db(), "request-id-probe", { what: "probe" });
        res.writeHead(204).end();
      },
      { door: () => door },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const status = await new Promise<number>((resolve) =>
        http
          .request({ port, host: "127.0.0.1", method: "POST", path: "/hesabim/islem", headers: { "x-request-id": "istek-is-1" } }, (res) =>
            resolve(res.resume().statusCode ?? 0),
          )
          .end(),
      );
      expect(status).toBe(204);
      expect(await ran).toEqual({ what: "probe", requestId: "istek-is-1" });
      const { rows } = await dbHandle().query(`select data from ${JOBS_SCHEMA}.job where name = 'request-id-probe'`);
      expect(rows).toEqual([{ data: { what: "probe", requestId: "istek-is-1" } }]);
      await vi.waitFor(() =>
        expect(info).toHaveBeenCalledWith(expect.objectContaining({ job: "request-id-probe", requestId: "istek-is-1" }), "job done"),
      );
    } finally {
      info.mockRestore();
      await worker.stop(1000);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
