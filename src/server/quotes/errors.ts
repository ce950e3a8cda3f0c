import "server-only";
import { t } from "@/i18n/server";
import { ApiError } from "@/server/platform/http/errors";

/** Quote failures: the code is the contract (docs/API.md), the message is Turkish from the quotes namespace. */
export const quoteError = (status: 400 | 404 | 409, code: string, params: Record<string, unknown> = {}) =>
  new ApiError(status, code, t(`quotes:errors.${code}`, params));
