import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { t } from "@/i18n/server";
import { type SessionUser, sessionUser, staffRefusal } from "@/server/account";
import { UNAVAILABLE_RETRY_SECONDS } from "@/server/platform/db/availability";
import { noteDatabaseLoss } from "@/server/platform/db/client";
import { type ApiAnswer, type ApiRequest, answerResponse, errorAnswer } from "@/server/platform/http/answer";
import { assertStorableJson, DEFAULT_MAX_BYTES, readBody } from "@/server/platform/http/body";
import { ApiError, forbidden, unauthorized } from "@/server/platform/http/errors";
import { assertTrustedOrigin } from "@/server/platform/http/origin";
import { logger } from "@/server/platform/runtime/log";

type Access = "public" | "customer" | "staff";

type Options<S extends z.ZodType | undefined, A extends Access> = {
  /** zod schema of the JSON body; omit for routes without a body. */
  body?: S;
  /** "customer": any signed-in user; "staff": staff whose role has the route's part (src/shared/account/staff-roles.ts). */
  access?: A;
  /** Largest accepted body in bytes (64 KB by default). */
  maxBytes?: number;
  /** Read the body as raw text instead of JSON (the blog search). */
  rawText?: boolean;
  /** Refuse a foreign Origin on a GET too (the live channel). */
  originOnReads?: boolean;
  /**
   * A form another site makes the shopper's browser post here, urlencoded (a payment provider's return): no Origin
   * check, since it comes from that site's origin; `body` validates its fields. The route must trust nothing in
   * it that it has not checked with the sender itself (the payment callback asks iyzico about the token).
   */
  crossOriginForm?: boolean;
};

type Context<S, A extends Access> = {
  body: S extends z.ZodType ? z.infer<S> : S extends undefined ? undefined : string;
  user: A extends "public" ? SessionUser | null : SessionUser;
  /** The request's headers (X-Forwarded-For names the client, see `clientIp`). */
  headers: Headers;
  /** The absolute URL, for a GET route's query (a download). */
  url: string;
  requestId: string;
  log: typeof logger;
};

const fromWebRequest = (req: Request): ApiRequest => ({
  method: req.method,
  path: new URL(req.url).pathname,
  url: req.url,
  headers: req.headers,
  text: (maxBytes) => readBody(req, maxBytes),
});

/** A JSON body, refused (400) when it does not parse, holds U+0000 or nests too deep (`assertStorableJson`). */
function parseJson(text: string): unknown {
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json");
  }
  assertStorableJson(value);
  return value;
}

const FORM_TYPE = "application/x-www-form-urlencoded";

const formFields = (text: string) => {
  const fields = Object.fromEntries(new URLSearchParams(text));
  assertStorableJson(fields);
  return fields;
};

/** A schema may name its own message as a translation key ("admin:coupons.errors.code"); zod's defaults are English prose. */
const TRANSLATION_KEY = /^[a-z-]+:[\w.]+$/;

function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  // A refusal the API names with a code of its own (a missing contract approval): its code, its message.
  if (issue?.code === "custom" && typeof issue.params?.code === "string") return new ApiError(400, issue.params.code, t(issue.message));
  if (issue && TRANSLATION_KEY.test(issue.message)) return new ApiError(400, "validation_failed", t(issue.message));
  const field = issue?.path.join(".");
  return new ApiError(400, "validation_failed", field ? `${new ApiError(400, "validation_failed").message} (${field})` : undefined);
}

/**
 * One wrapper for every API route (docs/PRODUCT.md#api-conventions): Origin check on state-changing methods, body
 * limit, JSON/zod parsing, session and role checks, the {code, message} envelope, request ids and logs.
 * Unexpected errors become a 500 envelope. The result is the route file's handler; its `answer` is the same
 * rules for any `ApiRequest` (the front door's Node requests, docs/adr/0010).
 */
export function apiRoute<S extends z.ZodType | undefined = undefined, A extends Access = "public">(
  options: Options<S, A>,
  run: (ctx: Context<S, A>) => Promise<unknown>,
) {
  const answer = async (req: ApiRequest): Promise<ApiAnswer> => {
    const requestId = req.headers.get("x-request-id") ?? randomUUID();
    const log = logger.child({ requestId, method: req.method, path: req.path });
    const started = performance.now();
    try {
      if (!options.crossOriginForm) assertTrustedOrigin(req, options.originOnReads);
      // Access first: a caller without the right role learns nothing about the body the route expects.
      const access = options.access ?? "public";
      const user = await sessionUser(req.headers);
      if (access !== "public" && !user) throw unauthorized();
      // Staff: the role's own part of the back office, and an owner only with a verified second factor.
      const refusal = access === "staff" ? staffRefusal(user, req.path) : null;
      if (refusal === "two_factor_required") throw new ApiError(403, "two_factor_required");
      if (refusal) throw forbidden();
      let body: unknown;
      if (req.method !== "GET" && req.method !== "HEAD") {
        // Routes without a schema (calls that send {}) still refuse a body that is not JSON or too big.
        const type = req.headers.get("content-type") ?? "";
        if (options.crossOriginForm ? !type.startsWith(FORM_TYPE) : !options.rawText && type && !type.includes("application/json")) {
          // The message names what this route takes: a form for a cross-origin form, JSON for every other.
          throw new ApiError(415, "unsupported_media_type", options.crossOriginForm ? t("errors:unsupported_media_type_form") : undefined);
        }
        const text = await req.text(options.maxBytes ?? DEFAULT_MAX_BYTES);
        // Every body is held to the same rule, whatever its form: a text or form field is a JSON string.
        if (options.rawText) {
          assertStorableJson(text);
          body = text;
        } else if (options.body) {
          const json = options.crossOriginForm ? formFields(text) : parseJson(text);
          const parsed = options.body.safeParse(json);
          if (!parsed.success) throw validationError(parsed.error);
          body = parsed.data;
        } else parseJson(text);
      }
      const result = await run({ body, user, headers: req.headers, url: req.url, requestId, log } as Context<S, A>);
      log.info({ status: 200, ms: Math.round(performance.now() - started) }, "api");
      if (result instanceof Response) return withRequestId(result, requestId);
      return { status: 200, headers: { "x-request-id": requestId }, json: JSON.stringify(result ?? { ok: true }) };
    } catch (error) {
      if (error instanceof ApiError) {
        log.info({ status: error.status, code: error.code }, "api");
        return errorAnswer(error, { ...error.headers, "x-request-id": requestId });
      }
      if (noteDatabaseLoss(error)) {
        log.warn({ err: error }, "database unavailable");
        return errorAnswer(new ApiError(503, "database_unavailable"), {
          "retry-after": String(UNAVAILABLE_RETRY_SECONDS),
          "x-request-id": requestId,
        });
      }
      log.error({ err: error }, "unhandled error");
      return errorAnswer(new ApiError(500, "internal_error"), { "x-request-id": requestId });
    }
  };
  return Object.assign(async (req: Request) => answerResponse(await answer(fromWebRequest(req))), { answer });
}

function withRequestId(res: Response, requestId: string) {
  res.headers.set("x-request-id", requestId);
  return res;
}
