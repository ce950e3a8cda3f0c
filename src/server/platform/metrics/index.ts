import "server-only";
import client from "prom-client";
import { processSingleton } from "@/lib/process-singleton";

/**
 * The process's Prometheus metrics (prom-client), served by ./server.ts on a listener of its own. Domains and the
 * runtime feed them through the small functions below; a value read only when scraped (a queue's depth, a table's
 * oldest row) is a gauge whose `read` runs at scrape time, its answer kept `cacheMs` so that scrapes from several
 * Prometheus servers cost one read. Names are prefixed `lumora_`; labels only ever take bounded values (a route's
 * pattern, never its URL).
 */
type Metrics = ReturnType<typeof makeMetrics>;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function makeMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "lumora_" });
  const registers = [registry];
  return {
    registry,
    http: new client.Histogram({
      name: "lumora_http_request_duration_seconds",
      help: "HTTP requests by route pattern, method and status: how long until the answer was sent",
      labelNames: ["route", "method", "status"] as const,
      buckets: SECONDS,
      registers,
    }),
    renderWait: new client.Histogram({
      name: "lumora_render_queue_wait_seconds",
      help: "How long pages and API requests waited for a render slot",
      buckets: SECONDS,
      registers,
    }),
    pageCache: new client.Counter({
      name: "lumora_page_cache_lookups_total",
      help: "Guest page cache lookups by result (hit, miss)",
      labelNames: ["result"] as const,
      registers,
    }),
    search: new client.Histogram({
      name: "lumora_search_duration_seconds",
      help: "Instant search: time to answer a query from the in-memory index",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers,
    }),
    /** Each gauge's latest `read`, by name. */
    gauges: new Map<string, GaugeRead>(),
  };
}

const metrics = processSingleton<Metrics>("metrics", makeMetrics);

/** One request answered: `route` is the route's pattern (bounded), `seconds` from its head to its last byte. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  metrics().http.observe({ route, method, status: String(status) }, seconds);
}

export const observeRenderWait = (seconds: number) => metrics().renderWait.observe(seconds);
export const countPageCache = (result: "hit" | "miss") => metrics().pageCache.inc({ result });
export const observeSearch = (seconds: number) => metrics().search.observe(seconds);

export type GaugeRead = () => number | Record<string, number> | Promise<number | Record<string, number>>;

/**
 * A gauge read when scraped: `read` answers one number, or one per value of `label` (e.g. per job queue). Its answer
 * is kept `cacheMs` (0: read every scrape). Registering a name again replaces its `read` (a module loaded twice, a
 * test's new front door). A read that fails never fails the scrape: that scrape has no sample of a labelled gauge,
 * NaN for one without labels (never a reassuring 0).
 */
export function gaugeAtScrape(options: { name: string; help: string; label?: string; cacheMs?: number; read: GaugeRead }): void {
  const { name, help, label, cacheMs = 0, read } = options;
  const m = metrics();
  const known = m.gauges.has(name);
  m.gauges.set(name, read);
  if (known) return;
  let kept: { at: number; value: Awaited<ReturnType<GaugeRead>> } | undefined;
  new client.Gauge({
    name,
    help,
    labelNames: label ? [label] : [],
    registers: [m.registry],
    async collect() {
      this.reset();
      if (!kept || Date.now() - kept.at >= cacheMs) {
        const value = await Promise.resolve()
          .then(() => m.gauges.get(name)?.())
          .catch(() => undefined);
        if (value === undefined) {
          if (!label) this.set(Number.NaN);
          return;
        }
        kept = { at: Date.now(), value };
      }
      const { value } = kept;
      if (typeof value === "number") this.set(value);
      else if (label) for (const [key, v] of Object.entries(value)) this.set({ [label]: key }, v);
    },
  });
}

/** The Prometheus text exposition of every metric, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
