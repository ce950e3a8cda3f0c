import { t } from "@/i18n/server";
import { apiRoute } from "@/server/compose/api-route";
import { submitForm } from "@/server/content/forms";
import { ApiError, badRequest } from "@/server/platform/http/errors";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { formSubmissionBody } from "@/shared/forms";

export const runtime = "nodejs";

/**
 * POST /api/forms/submit {form, values}: a contact, quote, technical service or dealership form, as the site's forms
 * send it with JavaScript (docs/API.md). Answers {reference}; a wrong field 400 with its message, the form limit 429.
 */
export const POST = apiRoute({ body: formSubmissionBody }, async ({ body, headers }) => {
  const result = await submitForm(body.form, body.values, { ip: clientIp(headers) });
  if (result.status === "invalid") throw badRequest("validation_failed", t(`forms:${Object.values(result.errors)[0]}`));
  if (result.status === "rate_limited")
    throw new ApiError(429, "rate_limited", t("forms:errors.rateLimited"), { "Retry-After": String(result.retryAfterSeconds) });
  return { reference: result.reference };
});
