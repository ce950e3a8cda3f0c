import "server-only";
import { ApiError } from "./errors";

/** The largest body a route accepts unless it says otherwise (`apiRoute`'s `maxBytes`), Better Auth's included. */
export const DEFAULT_MAX_BYTES = 64 * 1024;

/** Refuses a body whose Content-Length is over the limit before reading any of it. */
export function assertDeclaredSize(headers: Headers, maxBytes: number) {
  if (Number(headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
}

/** Reads a web Request's body within the byte limit, whatever Content-Length claims. */
export async function readBody(req: Request, maxBytes: number): Promise<string> {
  assertDeclaredSize(req.headers, maxBytes);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export const tooLarge = () => new ApiError(413, "payload_too_large");

/**
 * The same request with its body read within the default limit, for handlers that read bodies themselves
 * (Better Auth's): 413 before more than the limit is read, whatever Content-Length claims.
 */
export async function boundedRequest(req: Request): Promise<Request> {
  if (req.method === "GET" || req.method === "HEAD") return req;
  const body = await readBody(req, DEFAULT_MAX_BYTES);
  return new Request(req.url, { method: req.method, headers: req.headers, body, signal: req.signal });
}
