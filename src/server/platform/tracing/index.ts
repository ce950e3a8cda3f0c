import type { IncomingHttpHeaders } from "node:http";
import { type Attributes, type Context, context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { processSingleton } from "@/lib/process-singleton";
import { onShutdown } from "@/server/platform/runtime/shutdown";
import { withoutUrls } from "./scrub";

/**
 * OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set (the operator's collector; the exporter reads
 * the OTEL_EXPORTER_OTLP_* settings itself and sends OTLP/HTTP in JSON). A request is a SERVER span (the child of a
 * caller's W3C `traceparent`), each database query a CLIENT span within it, each job a CONSUMER span in the trace of
 * the request that enqueued it; Next.js's own spans (rendering) join the request's. Spans hold routes, statuses, SQL
 * text with its placeholders and job names: never a path's values or URL (./scrub.ts), a query's parameters, a header
 * or an error's message, which may hold personal data. Off, every
 * helper runs its work as it is and nothing is wrapped. No "server-only" import: scripts/worker.ts starts it.
 */
const state = processSingleton("tracing", (): { provider?: BasicTracerProvider } => ({}));
const tracer = () => trace.getTracer("lumora-shop");

export const tracingOn = (): boolean => state().provider !== undefined;

/** Starts tracing for the process named `serviceName` (OTEL_SERVICE_NAME wins) if an endpoint is set; answers whether it is on. */
export function startTracing(serviceName: string): boolean {
  if (tracingOn() || !process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return tracingOn();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [withoutUrls(new BatchSpanProcessor(new OTLPTraceExporter()))],
    spanLimits: { attributeValueLengthLimit: 2048 },
  });
  trace.setGlobalTracerProvider(provider);
  state().provider = provider;
  onShutdown("tracing", () => stopTracing());
  return true;
}

/** Sends the spans still held (tests, before reading the collector). */
export const flushTracing = async (): Promise<void> => state().provider?.forceFlush();

/** Sends what is held and turns tracing off. */
export async function stopTracing(): Promise<void> {
  const provider = state().provider;
  state.replace(undefined);
  if (!provider) return;
  await provider.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
}

/** An error's kind (a PostgreSQL code, an error's class), never its message. */
const errorType = (err: unknown): string => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : err instanceof Error ? err.name : "error";
};

type Ending = (err?: unknown) => void;

/**
 * A CLIENT span (a database query) in the trace being served, made only inside a request's or a job's span: what
 * runs outside one (the queue's polling, maintenance) is not traced. Answers how to end it, or undefined.
 */
export function clientSpan(name: string, attributes: Attributes): Ending | undefined {
  if (!tracingOn() || !trace.getSpan(context.active())) return undefined;
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes });
  return (err) => {
    if (err) span.setAttribute("error.type", errorType(err)).setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
}

/** `callback` run in the trace context current now, wherever it is later called from. */
export const boundToTrace = <F extends (...args: never[]) => unknown>(callback: F): F =>
  tracingOn() ? context.bind(context.active(), callback) : callback;

/** Once the answer is sent: the route's pattern and the status. */
export type Answered = (route: string, status: number) => void;

/**
 * Serves a request in a SERVER span, the child of the caller's `traceparent` if it sent one. `serve` is handed the
 * way to end the span, "METHOD route", once the answer is known.
 */
export function inRequestSpan<T>(headers: IncomingHttpHeaders, method: string, serve: (answered: Answered) => T): T {
  if (!tracingOn()) return serve(() => {});
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer().startSpan(method, { kind: SpanKind.SERVER, attributes: { "http.request.method": method } }, parent);
  return context.with(trace.setSpan(parent, span), () =>
    serve((route, status) => {
      span.updateName(`${method} ${route}`).setAttributes({ "http.route": route, "http.response.status_code": status });
      if (status >= 500) span.setAttribute("error.type", String(status)).setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }),
  );
}

/** What a job enqueued now carries so that it runs in the current trace: `{traceparent}`, or nothing. */
export function traceCarrier(): { traceparent?: string } {
  if (!tracingOn() || !trace.getSpan(context.active())) return {};
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? { traceparent: carrier.traceparent } : {};
}

/** Runs a job in a CONSUMER span "job <name>", the child of the `traceparent` its data carries (a new trace if none). */
export async function inJobSpan<T>(job: { name: string; id: string; data: unknown }, run: () => Promise<T>): Promise<T> {
  if (!tracingOn()) return run();
  const traceparent = (job.data as { traceparent?: unknown } | null)?.traceparent;
  const parent: Context = typeof traceparent === "string" ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
  const attributes = {
    "messaging.system": "pg-boss",
    "messaging.operation.type": "process",
    "messaging.destination.name": job.name,
    "messaging.message.id": job.id,
  };
  const span = tracer().startSpan(`job ${job.name}`, { kind: SpanKind.CONSUMER, attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), run);
  } catch (err) {
    span.setAttribute("error.type", errorType(err)).setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}
