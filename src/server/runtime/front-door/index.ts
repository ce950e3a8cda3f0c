import "server-only";
import type http from "node:http";
import { storeConfig } from "@/config/store";
import { shopOpen } from "@/server/account";
import { serveLive } from "@/server/compose/live-endpoint";
import { databaseDown } from "@/server/platform/db/availability";
import { trackRequest } from "@/server/platform/http/access-log";
import { type ApiAnswer, type ApiRequest, errorAnswer } from "@/server/platform/http/answer";
import { ApiError, notFound } from "@/server/platform/http/errors";
import { LIVENESS_PATH, liveness, probes, READINESS_PATH, readiness } from "@/server/platform/http/health";
import { sendAnswer, toApiRequest } from "@/server/platform/http/node-bridge";
import type { Probes } from "@/server/platform/http/probe-listener";
import { withRequestId } from "@/server/platform/http/request-id";
import { httpsOnly, runtimeSecurityHeaders, staticSecurityHeaders } from "@/server/platform/http/security-headers";
import { gaugeAtScrape } from "@/server/platform/metrics";
import { METRICS_PATH } from "@/server/platform/metrics/server";
import { pageTags } from "@/server/platform/runtime/cache";
import { logger } from "@/server/platform/runtime/log";
import { versionClock } from "@/server/platform/runtime/version-clock";
import { inRequestSpan } from "@/server/platform/tracing";
import { LIVE_PATH } from "@/shared/live";
import { clientOf, createAdmission } from "./admission";
import { installedFrontDoor } from "./installed";
import { type FrontDoorLimits, frontDoorLimits } from "./limits";
import { malformedRequest } from "./malformed";
import { openingSoonGate } from "./opening-soon";
import { createPageCache } from "./page-cache";
import { refusal, unavailable } from "./refusal";
import { type NodeHandler, renderInProcess } from "./render-in-process";
import { buildRoutePatterns } from "./route-pattern";
import { searchEndpoint } from "./search-endpoint";
import { createStaticAssets } from "./static-assets";

/**
 * What scripts/serve.ts asks before Next.js (docs/adr/0010): a load balancer's probes (liveness and readiness), the
 * instant search, answered straight from the in-memory index, guests' pages from the page cache, and the build's
 * scripts and styles in Brotli (static-assets.ts). Everything else goes to Next.js's `handler`, a
 * few pages and API requests at a time, each once its body is in (admission.ts), page-cache renders included (counted
 * as the guest's who asked). Every answer, whoever makes it, carries the security headers decided from the running
 * server's site URL (HSTS) and its request id, and is logged and counted (src/server/platform/http/access-log.ts)
 * by its route's pattern (./route-pattern.ts), and traced when tracing is on (src/server/platform/tracing). `renders`: the requests in Next.js's handler, those waiting, and the
 * bodies' bytes held. `probes`: the readiness check and answers for the probe listener (HEALTH_PORT).
 */
export type FrontDoor = ((req: http.IncomingMessage, res: http.ServerResponse, handler: NodeHandler) => void) & {
  renders: () => { running: number; waiting: number; bodyBytes: number };
  probes: () => Probes;
};

const securityHeaders = Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value]));
type Endpoint = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** Async, so that even a request the bridge cannot read ends in the catch below. */
const answering =
  (endpoint: (req: ApiRequest) => Promise<ApiAnswer>): Endpoint =>
  async (req, res) => {
    await sendAnswer(res, await endpoint(toApiRequest(req)), securityHeaders);
  };

const endpoints: Record<string, Endpoint> = {
  // A load balancer's probes: answered here, never in the render slots' line, whatever Next.js is doing.
  [`GET ${LIVENESS_PATH}`]: answering(liveness),
  [`GET ${READINESS_PATH}`]: answering(readiness),
  "POST /api/catalog/search": answering(searchEndpoint.answer),
  // The metrics live on a listener of their own (METRICS_PORT), never here; scanners that ask get a plain 404
  // without a render slot.
  [`GET ${METRICS_PATH}`]: answering(async () => errorAnswer(notFound())),
  // The live channel writes its stream straight to the response (docs/adr/0013).
  [`GET ${LIVE_PATH}`]: (req, res) => serveLive(req, res, securityHeaders),
};

export function createFrontDoor(limits: FrontDoorLimits = frontDoorLimits()): FrontDoor {
  const consentCookie = storeConfig.cookieConsent.cookieName;
  const stamp = async () => (await versionClock().read()).stamp(pageTags);
  const render = renderInProcess({ host: new URL(storeConfig.siteUrl).host, consentCookie });
  const pages = createPageCache({ consentCookie, stamp, render });
  const assets = createStaticAssets();
  assets.warm();
  const closed = openingSoonGate(shopOpen, securityHeaders);
  const { queueWaitMs, bodyIdleMs } = limits;
  const refuseUnavailable = unavailable(securityHeaders);
  const admission = createAdmission({ refuse: refusal(securityHeaders, Math.ceil(queueWaitMs / 1000)), queueWaitMs, bodyIdleMs });
  const runtimeHeaders = Object.entries(runtimeSecurityHeaders(httpsOnly(storeConfig.siteUrl)));
  const routeOf = buildRoutePatterns(Object.keys(endpoints).map((key) => key.slice(key.indexOf(" ") + 1)));
  gaugeAtScrape({
    name: "lumora_render_queue_requests",
    help: "Pages and API requests in a render slot (running) and waiting for one (waiting)",
    label: "state",
    read: () => {
      const { running, waiting } = admission.size();
      return { running, waiting };
    },
  });
  const door = (req: http.IncomingMessage, res: http.ServerResponse, nextHandler: NodeHandler) =>
    inRequestSpan(req.headers, req.method ?? "GET", (answered) =>
      withRequestId(trackRequest(req, res, routeOf, answered), () => serve(req, res, nextHandler)),
    );
  const serve = (req: http.IncomingMessage, res: http.ServerResponse, nextHandler: NodeHandler) => {
    const client = clientOf(req);
    // What Next.js would render or answer needs the database; while it is down, 503 at once (a cached page is still served).
    const handler: NodeHandler = (request, response) =>
      databaseDown() ? refuseUnavailable(request, response) : admission.admit(request, response, nextHandler, client);
    for (const [name, value] of runtimeHeaders) res.setHeader(name, value);
    const malformed = malformedRequest(req);
    if (malformed) {
      void sendAnswer(res, errorAnswer(malformed, malformed.headers), securityHeaders);
      return;
    }
    if (assets.serve(req, res, securityHeaders)) return;
    const next = () => void handler(req, res);
    const endpoint = endpoints[`${req.method} ${req.url?.split("?")[0]}`];
    const answered = endpoint
      ? admission.admit(req, res, endpoint, client, false)
      : closed(req, res).then((done) => (done ? undefined : pages.serve(req, res, handler)));
    answered.catch((err) => {
      logger.error({ err }, "front door failed");
      if (res.headersSent) res.destroy();
      else if (endpoint) void sendAnswer(res, errorAnswer(new ApiError(500, "internal_error")), securityHeaders);
      // A page the cache could not answer is rendered by Next.js as if the cache were not there.
      else next();
    });
  };
  return Object.assign(door, { renders: admission.size, probes });
}

export function installFrontDoor() {
  installedFrontDoor().door ??= createFrontDoor();
}
