import "server-only";
import { registerJobMetrics } from "@/server/platform/jobs/metrics";
import { gaugeAtScrape } from "@/server/platform/metrics";
import { startMetricsServer } from "@/server/platform/metrics/server";

/**
 * The process's metrics listener (METRICS_PORT) with the shop's gauges: the job queue's and the database pool's in
 * every process, the live channels where the web is served (`web`). The request, render-queue, page-cache and
 * search metrics are fed by the front door as it serves.
 */
export async function startShopMetrics({ web }: { web: boolean }): Promise<number | undefined> {
  registerJobMetrics();
  if (web) {
    const { liveHub } = await import("./live-endpoint");
    gaugeAtScrape({ name: "lumora_live_channels_open", help: "Live channels open on this instance", read: () => liveHub().size() });
  }
  return startMetricsServer();
}
