import "server-only";
import { t } from "@/i18n/server";
import { ApiError } from "@/server/platform/http/errors";

/** Cart and checkout failures: the code is the contract (docs/API.md), the message is Turkish from the cart namespace. */
export const cartError = (status: 400 | 404 | 409, code: string, params: Record<string, unknown> = {}, messageKey = code) =>
  new ApiError(status, code, t(`cart:errors.${messageKey}`, params));
