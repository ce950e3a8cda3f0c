import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { t } from "@/i18n/server";
import { ApiError, errorResponse, forbidden, unauthorized } from "./errors";
import { logger } from "./log";
import { assertTrustedOrigin } from "./origin";
import { type SessionUser, sessionUser } from "./session";

type Access = "public" | "customer" | "staff";

type Options<S extends z.ZodType | undefined, A extends Access> = {
  /** zod schema of the JSON body; omit for routes without a body. */
  body?: S;
  /** "customer": any signed-in user; "staff": staff only. */
  access?: A;
  /** Largest accepted body in bytes (64 KB by default). */
  maxBytes?: number;
  /** Read the body as raw text instead of JSON (SPEC §7 blog search). */
  rawText?: boolean;
};

type Context<S, A extends Access> = {
  body: S extends z.ZodType ? z.infer<S> : S extends undefined ? undefined : string;
  user: A extends "public" ? SessionUser | null : SessionUser;
  req: Request;
  requestId: string;
  log: typeof logger;
};

const DEFAULT_MAX_BYTES = 64 * 1024;

/** Reads the body within the byte limit, whatever Content-Length claims. */
async function readBody(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new ApiError(413, "payload_too_large");
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
      throw new ApiError(413, "payload_too_large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json");
  }
}

/** PostgreSQL text and jsonb cannot hold U+0000: a string carrying it is bad input (400), not a database error. */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value && typeof value === "object") return Object.values(value).some(containsNul);
  return false;
}

/** A schema may name its own message as a translation key ("admin:coupons.errors.code"); zod's defaults are English prose. */
const TRANSLATION_KEY = /^[a-z-]+:[\w.]+$/;

function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  if (issue && TRANSLATION_KEY.test(issue.message)) return new ApiError(400, "validation_failed", t(issue.message));
  const field = issue?.path.join(".");
  return new ApiError(400, "validation_failed", field ? `${new ApiError(400, "validation_failed").message} (${field})` : undefined);
}

/**
 * One wrapper for every API route (DESIGN "API conventions"): Origin check on state-changing methods, body
 * limit, JSON/zod parsing, session and role checks, the {code, message} envelope, request ids and logs.
 * Unexpected errors become a 500 envelope.
 */
export function apiRoute<S extends z.ZodType | undefined = undefined, A extends Access = "public">(
  options: Options<S, A>,
  run: (ctx: Context<S, A>) => Promise<unknown>,
) {
  return async (req: Request): Promise<Response> => {
    const requestId = req.headers.get("x-request-id") ?? randomUUID();
    const log = logger.child({ requestId, method: req.method, path: new URL(req.url).pathname });
    const started = performance.now();
    try {
      assertTrustedOrigin(req);
      // Access first: a caller without the right role learns nothing about the body the route expects.
      const access = options.access ?? "public";
      const user = await sessionUser(req.headers);
      if (access !== "public" && !user) throw unauthorized();
      if (access === "staff" && user?.role !== "staff") throw forbidden();
      let body: unknown;
      if (req.method !== "GET" && req.method !== "HEAD") {
        // Routes without a schema (SPEC §7 calls that send {}) still refuse a body that is not JSON or too big.
        const type = req.headers.get("content-type") ?? "";
        if (!options.rawText && type && !type.includes("application/json")) throw new ApiError(415, "unsupported_media_type");
        const text = await readBody(req, options.maxBytes ?? DEFAULT_MAX_BYTES);
        if (options.rawText) body = text;
        else if (options.body) {
          const json = parseJson(text);
          if (containsNul(json)) throw new ApiError(400, "validation_failed");
          const parsed = options.body.safeParse(json);
          if (!parsed.success) throw validationError(parsed.error);
          body = parsed.data;
        } else parseJson(text);
      }
      const result = await run({ body, user, req, requestId, log } as Context<S, A>);
      log.info({ status: 200, ms: Math.round(performance.now() - started) }, "api");
      if (result instanceof Response) return withRequestId(result, requestId);
      return Response.json(result ?? { ok: true }, { headers: { "x-request-id": requestId } });
    } catch (error) {
      if (error instanceof ApiError) {
        log.info({ status: error.status, code: error.code }, "api");
        return errorResponse(error.status, error.code, error.message, { ...error.headers, "x-request-id": requestId });
      }
      log.error({ err: error }, "unhandled error");
      return errorResponse(500, "internal_error", new ApiError(500, "internal_error").message, { "x-request-id": requestId });
    }
  };
}

function withRequestId(res: Response, requestId: string) {
  res.headers.set("x-request-id", requestId);
  return res;
}
