import http from "node:http";
import type { AddressInfo } from "node:net";

/** One span as OTLP/HTTP's JSON encoding sends it (ids in hex), its attributes as plain values. */
export type CollectedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  service: unknown;
};

type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: (Omit<CollectedSpan, "attributes" | "service"> & { attributes?: KeyValue[] })[] }[];
  }[];
};

const plain = (value: AnyValue) =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue));
const record = (attributes: KeyValue[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, plain(value)]));

export type Collector = { endpoint: string; spans: CollectedSpan[]; bodies: string[]; close: () => Promise<void> };

/**
 * An OpenTelemetry collector's OTLP/HTTP receiver as the protocol specifies it (POST /v1/traces, JSON encoding,
 * answered with an empty ExportTraceServiceResponse), on a free loopback port. Keeps every span and every body.
 */
export async function startCollector(): Promise<Collector> {
  const spans: CollectedSpan[] = [];
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/traces" || !req.headers["content-type"]?.startsWith("application/json")) {
        res.writeHead(415).end();
        return;
      }
      const body = Buffer.concat(chunks).toString("utf8");
      bodies.push(body);
      for (const resourceSpans of (JSON.parse(body) as ExportRequest).resourceSpans ?? []) {
        const service = record(resourceSpans.resource?.attributes)["service.name"];
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? []) spans.push({ ...span, attributes: record(span.attributes), service });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
