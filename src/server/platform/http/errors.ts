import { t } from "@/i18n/server";

/** An expected failure: answered as {code, message} with its status, never logged as a crash. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? t(`errors:${code}`, { defaultValue: t("errors:bad_request") }));
  }
}

export const badRequest = (code = "bad_request", message?: string) => new ApiError(400, code, message);
export const unauthorized = () => new ApiError(401, "unauthorized");
export const forbidden = () => new ApiError(403, "forbidden");
export const notFound = (message?: string) => new ApiError(404, "not_found", message);
export const conflict = (code = "conflict", message?: string) => new ApiError(409, code, message);
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, "rate_limited", undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return Response.json({ code, message }, { status, headers });
}
