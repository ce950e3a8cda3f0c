import type http from "node:http";
import { Readable } from "node:stream";

/** A Node request as the web Request that route handlers take; like `next start`, it names the socket's address in X-Forwarded-For when the client sent none. */
export function toWebRequest(req: http.IncomingMessage): Request {
  // The path is what handlers read; a Host header that is no host name ("a b") must not make this throw.
  const url = new URL(req.url ?? "/", URL.canParse(`http://${req.headers.host}`) ? `http://${req.headers.host}` : "http://localhost");
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, String(value));
  if (!headers.has("x-forwarded-for") && req.socket.remoteAddress) headers.set("x-forwarded-for", req.socket.remoteAddress);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** Writes a route handler's Response to a Node response, with `extra` headers added. */
export async function sendWebResponse(res: http.ServerResponse, response: Response, extra: Record<string, string> = {}) {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
}
