import "server-only";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { z } from "zod";
import { CART_COOKIE } from "@/config/cookies";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { contractVersionsFor, shownClarificationVersion } from "@/server/content";
import { db } from "@/server/platform/db/client";
import { ApiError } from "@/server/platform/http/errors";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";
import { logger } from "@/server/platform/runtime/log";
import { signUpRequestSchema } from "@/shared/account/auth";
import { firstIssueKey, passwordField } from "@/shared/account/fields";
import { recordConsents } from "./commercial-consent";
import { countSignInAttempt, forgiveSignInAttempt } from "./sign-in-lockout";

/** Our own error codes are lower-case and already carry a Turkish message; Better Auth's are UPPER_CASE. */
const OWN_CODE = /^[a-z_]+$/;

function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new APIError("BAD_REQUEST", { code: "validation_failed", message: t(`account:${firstIssueKey(parsed.error)}`) });
  return parsed.data;
}

/**
 * The server-side half of the forms' rules: a sign-up must accept the membership agreement and carry a valid name, e-mail,
 * optional phone and a strong enough password; password changes and resets must meet the same rule.
 * The parsed sign-up body replaces the raw one, so trimmed names and lower-cased e-mails are stored.
 */
export const beforeAuth = createAuthMiddleware(async (ctx) => {
  if (ctx.path === "/sign-in/email" && typeof ctx.body?.email === "string") await lockedOut(ctx.body.email);
  if (ctx.path === "/sign-up/email") return { context: { body: validate(signUpRequestSchema, ctx.body) } };
  if (ctx.path === "/change-password" || ctx.path === "/reset-password") validate(passwordField, ctx.body?.newPassword);
});

/** Counts the attempt; a locked account's sign-in becomes Better Auth's 429, which `localizeAuthResponse` answers with Retry-After. */
async function lockedOut(email: string) {
  try {
    await countSignInAttempt(email);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { code: error.code, message: error.message },
      { "X-Retry-After": error.headers["Retry-After"] ?? "" },
    );
  }
}

/**
 * Only a sign-in refused for its e-mail or password (401) stays counted against the account's lockout. Signing out
 * also forgets the cart; the cart cookie is httpOnly, so only the server can drop it.
 */
export const afterAuth = createAuthMiddleware(async (ctx) => {
  const returned = ctx.context.returned;
  const wrongPassword = isAPIError(returned) && returned.statusCode === 401;
  if (ctx.path === "/sign-in/email" && !wrongPassword && typeof ctx.body?.email === "string") await forgiveSignInAttempt(ctx.body.email);
  if (ctx.path === "/sign-out") ctx.setCookie(CART_COOKIE, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax" });
});

/**
 * What a new account records of its sign-up: the versions of the membership agreement it accepted and of the
 * KVKK clarification text it was shown, and when; the optional marketing consent only when given. The
 * before-hook has already refused sign-ups that did not accept the agreement.
 */
export async function signUpRecords(body: { marketingEmailConsent?: boolean } | undefined) {
  const now = new Date();
  const versions = await contractVersionsFor(storeConfig.defaultLocale);
  return {
    membershipTermsVersion: versions.membershipTerms,
    membershipTermsAcceptedAt: now,
    clarificationVersion: versions.clarification,
    clarificationShownAt: now,
    marketingEmailConsentAt: body?.marketingEmailConsent ? now : null,
  };
}

/** The commercial-message consents ticked at sign-up, kept once the account exists. */
export async function signUpConsents(created: { id: string; email: string; phone?: string | null }, body: unknown) {
  const ticked = (body ?? {}) as { marketingEmailConsent?: boolean; marketingSmsConsent?: boolean };
  await recordConsents(
    db(),
    [
      ...(ticked.marketingEmailConsent
        ? [{ userId: created.id, channel: "email" as const, granted: true, recipient: created.email, source: "signup" as const }]
        : []),
      ...(ticked.marketingSmsConsent && created.phone
        ? [{ userId: created.id, channel: "sms" as const, granted: true, recipient: created.phone, source: "signup" as const }]
        : []),
    ],
    await shownClarificationVersion(),
  );
}

/**
 * A transactional welcome after sign-up, no advertising, queued once the account exists (Better Auth writes the
 * account in its own statements, so the mail is queued just after them rather than with them). A failure to queue
 * is logged and does not undo the sign-up: the account exists and works without it. Nobody has proved the address
 * is theirs, so the mail is the shop's fixed text without the name typed, and counts against the welcome's daily caps.
 */
export async function sendWelcomeMail(user: { email: string }) {
  const vars = { brand: storeConfig.brand, url: storeConfig.siteUrl, support: storeConfig.email };
  await queueMail(db(), {
    to: user.email,
    subject: t("account:mail.welcome.subject", vars),
    paragraphs: paragraphsOf(t("account:mail.welcome.text", vars)),
    cap: "welcome",
  }).catch((error: unknown) => logger.error({ err: error }, "welcome mail could not be queued"));
}

export const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * The mailed link opens our reset page directly; the token is single-use and expires in an hour. Queued once Better
 * Auth has stored the token. The account's name is whatever its sign-up typed, so the mail does not repeat it; it
 * counts against the resets' daily caps per address, whichever client addresses ask.
 */
export async function sendResetPasswordMail({ user, token }: { user: { email: string }; token: string }) {
  const url = `${storeConfig.siteUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const vars = { url, brand: storeConfig.brand, minutes: RESET_TOKEN_SECONDS / 60 };
  await queueMail(db(), {
    to: user.email,
    subject: t("account:mail.reset.subject", vars),
    paragraphs: paragraphsOf(t("account:mail.reset.text", vars)),
    cap: "reset",
  });
}

/**
 * Better Auth answers errors in English and 429s with X-Retry-After. Clients of this shop get the
 * house envelope instead: {code, message} in Turkish, and a standard Retry-After on 429.
 */
export async function localizeAuthResponse(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  if (res.status === 429) {
    headers.set("Retry-After", res.headers.get("x-retry-after") ?? "60");
    headers.delete("x-retry-after");
    return Response.json({ code: "rate_limited", message: t("errors:rate_limited") }, { status: 429, headers });
  }
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  const { code, message } = body.code ? explain(body.code, body.message) : statusError(res.status);
  return Response.json({ code, message }, { status: res.status, headers });
}

function explain(code: string, message: string | undefined) {
  if (OWN_CODE.test(code) && message) return { code, message };
  return { code, message: t(`account:authErrors.${code}`, { defaultValue: t("account:authErrors.default") }) };
}

function statusError(status: number) {
  const code = status === 401 ? "unauthorized" : status === 403 ? "forbidden" : status === 404 ? "not_found" : "bad_request";
  return { code, message: t(`errors:${code}`) };
}
