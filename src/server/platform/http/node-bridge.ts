import type http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { ApiAnswer, ApiRequest } from "./answer";
import { assertDeclaredSize, tooLarge } from "./body";

/** The request's headers, as `forwardedHeadersSettler` (./forwarded.ts) left them: X-Forwarded-For names the client. */
function webHeaders(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, String(value));
  return headers;
}

/** The request's absolute URL; a Host header that is no host name ("a b") must not make this throw. */
const absoluteUrl = (req: http.IncomingMessage) =>
  new URL(req.url ?? "/", URL.canParse(`http://${req.headers.host}`) ? `http://${req.headers.host}` : "http://localhost");

/** A Node request as the web Request that route handlers take. */
export function toWebRequest(req: http.IncomingMessage): Request {
  const url = absoluteUrl(req);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers: webHeaders(req),
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** A Node request as `apiRoute`'s rules read it, the body straight from the socket (no web stream). */
export function toApiRequest(req: http.IncomingMessage): ApiRequest {
  const headers = webHeaders(req);
  return {
    method: req.method ?? "GET",
    path: (req.url ?? "/").split("?")[0] as string,
    url: absoluteUrl(req).href,
    headers,
    text: (maxBytes) => readText(req, headers, maxBytes),
  };
}

/** The body within `maxBytes`. Past it, stops keeping data but leaves the socket open for the 413 answer. */
function readText(req: http.IncomingMessage, headers: Headers, maxBytes: number): Promise<string> {
  assertDeclaredSize(headers, maxBytes);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      req.off("data", onData).resume(); // Node discards the rest once the answer is sent
      reject(tooLarge());
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.once("error", reject);
  });
}

/** Writes an `apiRoute` answer to a Node response, with `extra` headers added. */
export async function sendAnswer(res: http.ServerResponse, answer: ApiAnswer, extra: Record<string, string> = {}) {
  if (answer instanceof Response) return sendWebResponse(res, answer, extra);
  const length = Buffer.byteLength(answer.json);
  res
    .writeHead(answer.status, { "content-type": "application/json", "content-length": length, ...extra, ...answer.headers })
    .end(answer.json);
}

/**
 * Writes a route handler's Response to a Node response, with `extra` headers added. An event stream (the live
 * channel) is passed on as it comes, and cancelled when the client goes.
 */
export async function sendWebResponse(res: http.ServerResponse, response: Response, extra: Record<string, string> = {}) {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (response.body && response.headers.get("content-type")?.startsWith("text/event-stream")) {
    res.flushHeaders();
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res).catch(() => {});
  } else res.end(Buffer.from(await response.arrayBuffer()));
}
