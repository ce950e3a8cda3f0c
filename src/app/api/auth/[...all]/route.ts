import { authHandler } from "@/server/account/auth";
import { ApiError, errorResponse } from "@/server/platform/http/errors";
import { logger } from "@/server/platform/runtime/log";

/** Better Auth's own routes; an expected error (a body too big) keeps its envelope, anything else becomes our 500. */
async function handle(req: Request): Promise<Response> {
  try {
    return await authHandler(req);
  } catch (err) {
    if (err instanceof ApiError) return errorResponse(err.status, err.code, err.message, err.headers);
    logger.error({ err, path: new URL(req.url).pathname }, "auth handler failed");
    return errorResponse(500, "internal_error", new ApiError(500, "internal_error").message);
  }
}

export { handle as GET, handle as POST };
