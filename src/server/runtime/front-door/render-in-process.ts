import http from "node:http";
import type net from "node:net";
import { duplexPair } from "node:stream";
import type { Rendered, RenderTarget } from "./page-cache";

/** Next.js's request handler, as scripts/serve.ts hands it to the front door. */
export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

export type RenderSite = { host: string; consentCookie: string };

/**
 * Every header a guest's render carries (docs/adr/0010): the site's own Host and the consent cookie, nothing of
 * what the client sent. Hop-by-hop and body headers (Content-Length, Transfer-Encoding, Connection) never reach it.
 */
export function renderHeaders(target: RenderTarget, site: RenderSite): http.OutgoingHttpHeaders {
  return {
    host: site.host,
    accept: "text/html",
    ...(target.consent ? { cookie: `${site.consentCookie}=${target.consent}` } : {}),
  };
}

/**
 * Renders a guest's page in this process: an HTTP/1.1 request written into a private in-memory connection
 * (`duplexPair`) of a server that never listens and hands it to Next.js. The connection is new for every render
 * and nothing else writes to it, so no client can add to or take from it.
 */
export function renderInProcess(site: RenderSite) {
  const servers = new WeakMap<NodeHandler, http.Server>();
  const serverFor = (handler: NodeHandler) => {
    let server = servers.get(handler);
    if (!server) {
      server = http.createServer((req, res) => void handler(req, res));
      servers.set(handler, server);
    }
    return server;
  };
  return (target: RenderTarget, handler: NodeHandler, signal: AbortSignal) =>
    new Promise<Rendered>((resolve, reject) => {
      const [client, serverSide] = duplexPair();
      const close = () => {
        client.destroy();
        serverSide.destroy();
      };
      serverFor(handler).emit("connection", serverSide);
      const request = http.request(
        {
          createConnection: () => client as net.Socket,
          method: "GET",
          path: target.url,
          headers: renderHeaders(target, site),
          setHost: false,
          signal,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            close();
            resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) });
          });
          response.on("error", reject);
        },
      );
      request.on("error", (err) => {
        close();
        reject(err);
      });
      request.end();
    });
}
