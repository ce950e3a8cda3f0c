import { authHandler } from "@/server/account/auth";
import { ApiError, errorResponse } from "@/server/http/errors";
import { logger } from "@/server/runtime/log";

/** Better Auth's own routes; anything it throws becomes our 500 envelope instead of a crash. */
async function handle(req: Request): Promise<Response> {
  try {
    return await authHandler(req);
  } catch (err) {
    logger.error({ err, path: new URL(req.url).pathname }, "auth handler failed");
    return errorResponse(500, "internal_error", new ApiError(500, "internal_error").message);
  }
}

export { handle as GET, handle as POST };
