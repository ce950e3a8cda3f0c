import "server-only";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { errorAnswer } from "@/server/platform/http/answer";
import { notFound } from "@/server/platform/http/errors";
import { sendAnswer } from "@/server/platform/http/node-bridge";
import { logger } from "@/server/platform/runtime/log";
import { onShutdown } from "@/server/platform/runtime/shutdown";
import { metricsText } from "./index";

export const METRICS_PATH = "/metrics";

/** Where the metrics listener listens: METRICS_PORT (unset or empty: no listener) on METRICS_HOST (default loopback). */
export function metricsAddress(env: Record<string, string | undefined> = process.env): { port: number; host: string } | undefined {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid METRICS_PORT: ${raw} (a port, 0-65535)`);
  return { port, host: env.METRICS_HOST?.trim() || "127.0.0.1" };
}

/**
 * The metrics listener, apart from the shop's port (which never serves /metrics): GET /metrics in Prometheus text,
 * anything else 404. Started by the web process and the worker when METRICS_PORT is set, closed on shutdown.
 * Answers its bound port (useful with METRICS_PORT=0), or undefined when off.
 */
export async function startMetricsServer(env: Record<string, string | undefined> = process.env): Promise<number | undefined> {
  const address = metricsAddress(env);
  if (!address) return undefined;
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== METRICS_PATH) {
      void sendAnswer(res, errorAnswer(notFound()));
      return;
    }
    metricsText().then(
      ({ body, contentType }) => res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(body),
      (err) => {
        logger.error({ err }, "metrics scrape failed");
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(address.port, address.host, resolve);
  });
  onShutdown("metrics", () => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  logger.info({ host: address.host, port }, "metrics listener started");
  return port;
}
