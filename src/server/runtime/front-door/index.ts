import "server-only";
import type http from "node:http";
import { storeConfig } from "@/config/store";
import { ApiError } from "@/server/http/errors";
import { type ApiAnswer, type ApiRequest, errorAnswer } from "@/server/http/handler";
import { sendAnswer, toApiRequest } from "@/server/http/node-bridge";
import { staticSecurityHeaders } from "@/server/http/security-headers";
import { logger } from "@/server/runtime/log";
import { versionClock } from "@/server/runtime/version-clock";
import { installedFrontDoor } from "./installed";
import { createPageCache, renderOverLoopback } from "./page-cache";
import { searchEndpoint } from "./search-endpoint";

/**
 * What scripts/serve.ts asks before Next.js (docs/adr/0010): the instant search, answered straight from the
 * in-memory index, and guests' pages from the page cache. Everything else goes to `next`.
 */
export type FrontDoor = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

const securityHeaders = Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value]));
const endpoints: Record<string, Endpoint> = { "POST /api/catalog/search": searchEndpoint.answer };

type Endpoint = (req: ApiRequest) => Promise<ApiAnswer>;

/** Async, so that even a request the bridge cannot read ends in the catch below. */
async function answer(endpoint: Endpoint, req: http.IncomingMessage, res: http.ServerResponse) {
  await sendAnswer(res, await endpoint(toApiRequest(req)), securityHeaders);
}

export function createFrontDoor(): FrontDoor {
  const consentCookie = storeConfig.cookieConsent.cookieName;
  const stamp = async () => (await versionClock().read()).stamp;
  const pages = createPageCache({ consentCookie, stamp, render: renderOverLoopback(consentCookie) });
  return (req, res, next) => {
    const endpoint = endpoints[`${req.method} ${req.url?.split("?")[0]}`];
    const answered = endpoint ? answer(endpoint, req, res) : pages.serve(req, res, next);
    answered.catch((err) => {
      logger.error({ err }, "front door failed");
      if (res.headersSent) res.destroy();
      else if (endpoint) void sendAnswer(res, errorAnswer(new ApiError(500, "internal_error")), securityHeaders);
      // A page the cache could not answer is rendered by Next.js as if the cache were not there.
      else next();
    });
  };
}

export function installFrontDoor() {
  installedFrontDoor().door ??= createFrontDoor();
}
