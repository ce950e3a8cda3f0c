import "server-only";
import { jsonProblem } from "@/lib/json-shape";
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
 * Refuses a parsed JSON body the database could not store or that nests past the limit (src/lib/json-shape.ts):
 * 400 before any route or validator walks it.
 */
export function assertStorableJson(value: unknown) {
  const problem = jsonProblem(value);
  if (problem === "too_deep") throw new ApiError(400, "json_too_deep");
  if (problem === "nul") throw new ApiError(400, "validation_failed");
}

/** A JSON body's text checked as `assertStorableJson` checks a value; text that does not parse is left to its reader. */
function assertStorableJsonText(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  assertStorableJson(value);
}

/**
 * The same request with its body read within the default limit, for handlers that read bodies themselves
 * (Better Auth's): 413 before more than the limit is read, whatever Content-Length claims; a JSON body that the
 * database could not store or that nests too deep is refused as the API's own routes refuse it.
 */
export async function boundedRequest(req: Request): Promise<Request> {
  if (req.method === "GET" || req.method === "HEAD") return req;
  const body = await readBody(req, DEFAULT_MAX_BYTES);
  if ((req.headers.get("content-type") ?? "").includes("json")) assertStorableJsonText(body);
  return new Request(req.url, { method: req.method, headers: req.headers, body, signal: req.signal });
}
