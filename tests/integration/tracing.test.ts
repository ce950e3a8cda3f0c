import http from "node:http";
import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { SpanStatusCode, trace } from "@opentelemetry/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadJobsConfig } from "@/config/jobs";
import { type DbHandle, db, dbHandle, openPglite, openPostgres, setDbHandle } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema";
import { enqueue, jobQueue, releaseJobQueue } from "@/server/platform/jobs/queue";
import { startWorker, type Worker } from "@/server/platform/jobs/worker";
import { flushTracing, startTracing, stopTracing, traceCarrier, tracingOn } from "@/server/platform/tracing";
import { createFrontDoor } from "@/server/runtime/front-door";
import { createShopServer } from "@/server/runtime/front-door/http-server";
import { type CollectedSpan, type Collector, startCollector } from "../support/otlp-collector";

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;
const PROBE = "trace-probe";
const shopper = { name: "Ayşe Gizlisoy", phone: "+905551112233" };
let signUps = 0;

type Served = { port: number; close: () => Promise<void> };

/** The front door before a stand-in for Next.js that signs a shopper up: one row and one job in one transaction. */
async function serveSignUp(): Promise<Served> {
  const door = createFrontDoor();
  const server = createShopServer(
    async (_req, res) => {
      const id = crypto.randomUUID();
      await db().transaction(async (tx) => {
        await tx.insert(user).values({ id, ...shopper, email: `ayse.gizlisoy.${++signUps}@example.com` });
        await enqueue(tx, PROBE, { userId: id });
      });
      res.writeHead(201).end();
    },
    { door: () => door },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const post = (port: number, headers: Record<string, string>) =>
  new Promise<number>((resolve) =>
    http
      .request({ port, host: "127.0.0.1", method: "POST", path: "/uye-ol", headers }, (res) => resolve(res.resume().statusCode ?? 0))
      .end(),
  );

/** A probe job that reads the row its request wrote, and tells each run's data. */
function probeJob() {
  const runs: unknown[] = [];
  const job = {
    name: PROBE,
    queue: () => ({}),
    run: async ({ data }: { data: unknown }) => {
      const { userId } = data as { userId: string };
      await db().select({ id: user.id }).from(user).where(eq(user.id, userId));
      runs.push(data);
    },
  };
  return { job, runs };
}

describe("with OTEL_EXPORTER_OTLP_ENDPOINT unset", () => {
  it("registers no provider, wraps no database client and carries no trace into the jobs", async () => {
    expect(startTracing("lumora-test")).toBe(false);
    expect(tracingOn()).toBe(false);
    expect(trace.getTracer("x").startSpan("y").isRecording()).toBe(false);
    const client = new PGlite();
    const handle = openPglite(client);
    expect(Object.hasOwn(client, "query")).toBe(false);
    expect(Object.hasOwn(client, "transaction")).toBe(false);
    await handle.close();
    expect(traceCarrier()).toEqual({});
    const { job, runs } = probeJob();
    const worker = await startWorker({ jobs: [job], config: { ...loadJobsConfig(), pollingIntervalSeconds: 0.5 } });
    const served = await serveSignUp();
    try {
      expect(await post(served.port, { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" })).toBe(201);
      await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000 });
      expect(runs[0]).not.toHaveProperty("traceparent");
    } finally {
      await served.close();
      await worker.stop(1000);
    }
  });
});

describe("with OTEL_EXPORTER_OTLP_ENDPOINT set", () => {
  let collector: Collector;
  let original: DbHandle;
  let traced: DbHandle;
  let worker: Worker;
  let served: Served;
  const { job, runs } = probeJob();

  beforeAll(async () => {
    collector = await startCollector();
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = collector.endpoint;
    expect(startTracing("lumora-test")).toBe(true);
    // The file's database, opened again now that tracing is on, as the shop opens it after starting tracing.
    original = dbHandle();
    traced = original.pglite ? openPglite(original.pglite) : openPostgres(process.env.TEST_FILE_DATABASE_URL!, 4);
    setDbHandle(traced);
    await jobQueue();
    worker = await startWorker({ jobs: [job], config: { ...loadJobsConfig(), pollingIntervalSeconds: 0.5 } });
    served = await serveSignUp();
  });

  afterAll(async () => {
    await served.close();
    await worker.stop(1000);
    await releaseJobQueue();
    await stopTracing();
    setDbHandle(original);
    if (!traced.pglite) await traced.close();
    await jobQueue();
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    await collector.close();
  });

  it("exports the request, its queries and the job it enqueued as one trace, the caller's child, with no personal data", async () => {
    const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const callerSpan = "00f067aa0ba902b7";
    expect(await post(served.port, { traceparent: `00-${callerTrace}-${callerSpan}-01`, "x-request-id": "istek-iz-1" })).toBe(201);
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000 });
    expect(runs[0]).toMatchObject({ requestId: "istek-iz-1", traceparent: expect.stringMatching(`^00-${callerTrace}-[0-9a-f]{16}-01$`) });
    const inTrace = (test: (span: CollectedSpan) => boolean) => collector.spans.find((s) => s.traceId === callerTrace && test(s));
    await vi.waitFor(
      async () => {
        await flushTracing();
        expect(inTrace((s) => s.kind === CONSUMER && collector.spans.some((c) => c.parentSpanId === s.spanId))).toBeDefined();
      },
      { timeout: 10_000 },
    );

    const server = inTrace((s) => s.kind === SERVER)!;
    expect(server.parentSpanId).toBe(callerSpan);
    expect(server.service).toBe("lumora-test");
    expect(server.name).toBe(`POST ${server.attributes["http.route"]}`);
    expect(server.attributes).toMatchObject({ "http.request.method": "POST", "http.response.status_code": 201 });

    const insert = inTrace((s) => s.kind === CLIENT && s.name === "INSERT")!;
    expect(insert.parentSpanId).toBe(server.spanId);
    expect(insert.attributes).toMatchObject({ "db.system.name": "postgresql", "db.operation.name": "INSERT" });
    expect(insert.attributes["db.query.text"]).toMatch(/^insert into "user" .*\$1/);

    const consumer = inTrace((s) => s.kind === CONSUMER)!;
    expect(consumer.name).toBe(`job ${PROBE}`);
    expect(consumer.parentSpanId).toBe(server.spanId);
    expect(consumer.attributes).toMatchObject({ "messaging.system": "pg-boss", "messaging.destination.name": PROBE });
    const read = inTrace((s) => s.kind === CLIENT && s.parentSpanId === consumer.spanId)!;
    expect(read.name).toBe("SELECT");

    // Queries outside a request or a job (the queue's polling) make no spans of their own.
    expect(collector.spans.filter((s) => s.kind === CLIENT && !s.parentSpanId)).toEqual([]);
    const exported = collector.bodies.join("\n");
    for (const personal of [shopper.name, shopper.phone, "gizlisoy", "Gizlisoy", "5551112233"]) expect(exported).not.toContain(personal);
  });

  it("sends no URL another library's span holds (Next.js's path and query), only its route", async () => {
    const span = trace.getTracer("next.js").startSpan("GET /siparis-sorgula", {
      attributes: {
        "http.target": "/siparis-sorgula?eposta=ayse.gizlisoy%40example.com",
        "http.url": "https://x.test/?t=1",
        "next.route": "/siparis-sorgula",
      },
    });
    span.end();
    await flushTracing();
    const sent = collector.spans.find((s) => s.spanId === span.spanContext().spanId);
    expect(sent?.attributes).toEqual({ "next.route": "/siparis-sorgula" });
    const fetched = trace.getTracer("next.js").startSpan("fetch GET https://kargo.example/takip?telefon=905551112233");
    fetched.end();
    await flushTracing();
    expect(collector.spans.find((s) => s.spanId === fetched.spanContext().spanId)?.name).toBe("fetch GET https://kargo.example");
  });

  it("sends an error another library recorded by its type only, without its message or stack", async () => {
    const failed = trace.getTracer("next.js").startSpan("render route (app) /sepet");
    const error = new Error('Failed query: insert into "user" params: ayse.gizlisoy@example.com');
    failed.recordException(error);
    failed.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    failed.end();
    await flushTracing();
    const body = collector.bodies.find((b) => b.includes(failed.spanContext().spanId));
    expect(body).toContain('"exception.type"');
    expect(body).not.toMatch(/gizlisoy|Failed query/);
  });

  it("starts a trace of its own for a request that brings none", async () => {
    const before = collector.spans.length;
    expect(await post(served.port, {})).toBe(201);
    await vi.waitFor(
      async () => {
        await flushTracing();
        expect(collector.spans.slice(before).some((s) => s.kind === SERVER && !s.parentSpanId)).toBe(true);
      },
      { timeout: 10_000 },
    );
  });
});
