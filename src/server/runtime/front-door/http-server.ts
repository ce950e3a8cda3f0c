import http from "node:http";
import { forwardedHeadersSettler, parseTrustProxy } from "@/server/platform/http/forwarded";
import type { FrontDoor } from "./index";
import { installedFrontDoor } from "./installed";
import { frontDoorLimits } from "./limits";
import type { NodeHandler } from "./render-in-process";

/**
 * Longer than the usual 60 s idle timeout of proxies and clients, so that the server is not the side that closes an
 * idle keep-alive connection just as a request is sent on it (ECONNRESET).
 */
const KEEP_ALIVE_MS = 65_000;

export type ShopServerOptions = {
  env?: Record<string, string | undefined>;
  /** The front door to offer each request to; by default the one the app installed (./installed.ts). */
  door?: () => FrontDoor | undefined;
};

/**
 * The production server's HTTP side (scripts/serve.ts): settles who the client is (TRUST_PROXY,
 * src/server/platform/http/forwarded.ts), then offers the request to the front door, or hands it to Next.js's `handle` while
 * there is none. A request whose head and body have not all arrived within REQUEST_TIMEOUT_MS is answered 408 by
 * Node and its connection closed (checked every quarter of that, at most every 30 s: the limit is kept within
 * 25 %); the head alone has at most 66 s (or that limit, when shorter).
 */
export function createShopServer(handle: NodeHandler, options: ShopServerOptions = {}): http.Server {
  const env = options.env ?? process.env;
  const settleForwarded = forwardedHeadersSettler(parseTrustProxy(env.TRUST_PROXY));
  const { requestTimeoutMs } = frontDoorLimits(env);
  const door = options.door ?? (() => installedFrontDoor().door);
  const server = http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(KEEP_ALIVE_MS + 1000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 4)),
    },
    (req, res) => {
      settleForwarded(req);
      const frontDoor = door();
      if (frontDoor) frontDoor(req, res, handle);
      else void handle(req, res);
    },
  );
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}
