import "server-only";
import { consumeRateLimit, refundRateLimit } from "@/server/platform/runtime/rate-limit";

/**
 * Password guessing spread over many addresses still meets this: 10 failed sign-ins to one account in 15
 * minutes, from wherever they come, and the account's sign-ins are refused (429) until the window ends.
 */
const LOCKOUT = { max: 10, windowSeconds: 15 * 60 };

const key = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

/**
 * Counts a sign-in attempt before its password is checked, so that parallel guesses cannot all pass before
 * the first failure is counted; throws the 429 ApiError once the account is locked.
 */
export async function countSignInAttempt(email: string): Promise<void> {
  await consumeRateLimit(key(email), LOCKOUT);
}

/** An attempt that did not fail on the e-mail or password (it signed in, or was refused otherwise) does not count. */
export async function forgiveSignInAttempt(email: string): Promise<void> {
  await refundRateLimit(key(email));
}
