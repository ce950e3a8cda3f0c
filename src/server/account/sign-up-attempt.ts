import "server-only";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { db } from "@/server/platform/db/client";
import { ApiError } from "@/server/platform/http/errors";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";
import { consumeRateLimit } from "@/server/platform/runtime/rate-limit";

/** Whoever signs up with a taken address could do it again and again: its owner hears of it once an hour at most. */
const ONCE_AN_HOUR = { max: 1, windowSeconds: 60 * 60 };

/**
 * Sign-up answers a taken address exactly as a new one (src/server/account/auth.ts); only the address's owner is
 * told, by mail, that someone tried, with the ways in: signing in, or a new password. Nothing of the account changes.
 */
export async function sendSignUpAttemptMail({ user }: { user: { email: string } }) {
  try {
    await consumeRateLimit(`sign-up-attempt-mail:${user.email}`, ONCE_AN_HOUR);
  } catch (error) {
    if (error instanceof ApiError) return;
    throw error;
  }
  const vars = {
    brand: storeConfig.brand,
    signIn: `${storeConfig.siteUrl}/auth`,
    reset: `${storeConfig.siteUrl}/auth/forgot-password`,
    support: storeConfig.email,
  };
  await queueMail(db(), {
    to: user.email,
    subject: t("account:mail.signUpAttempt.subject", vars),
    paragraphs: paragraphsOf(t("account:mail.signUpAttempt.text", vars)),
  });
}
