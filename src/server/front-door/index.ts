import "server-only";
import type http from "node:http";
import { storeConfig } from "@/config/store";
import { cacheStamp } from "@/server/cache";
import { errorResponse } from "@/server/http/errors";
import { logger } from "@/server/http/log";
import { sendWebResponse, toWebRequest } from "@/server/http/node-bridge";
import { staticSecurityHeaders } from "@/server/http/security-headers";
import { createPageCache, renderOverLoopback } from "./page-cache";
import { searchEndpoint } from "./search-endpoint";

/**
 * What scripts/serve.ts asks before Next.js (docs/adr/0010): the instant search, answered straight from the
 * in-memory index, and guests' pages from the page cache. Everything else goes to `next`.
 */
export type FrontDoor = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

const securityHeaders = Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value]));
const endpoints: Record<string, (req: Request) => Promise<Response>> = { "POST /api/catalog/search": searchEndpoint };

function failed(err: unknown, res: http.ServerResponse, next: () => void) {
  logger.error({ err }, "front door failed; handing the request to Next.js");
  if (!res.headersSent) next();
  else res.destroy();
}

export function createFrontDoor(): FrontDoor {
  const consentCookie = storeConfig.cookieConsent.cookieName;
  const pages = createPageCache({ consentCookie, stamp: cacheStamp, render: renderOverLoopback(consentCookie) });
  return (req, res, next) => {
    const endpoint = endpoints[`${req.method} ${req.url?.split("?")[0]}`];
    const answered = endpoint
      ? endpoint(toWebRequest(req)).then((response) => sendWebResponse(res, response, securityHeaders))
      : pages.serve(req, res, next);
    answered.catch((err) => {
      if (endpoint && !res.headersSent) void sendWebResponse(res, errorResponse(500, "internal_error", "Internal error"));
      else failed(err, res, next);
    });
  };
}

// scripts/serve.ts finds it here: it runs outside the app's bundles.
const holder = globalThis as unknown as { __lumoraFrontDoor?: FrontDoor };

export function installFrontDoor() {
  holder.__lumoraFrontDoor ??= createFrontDoor();
}
