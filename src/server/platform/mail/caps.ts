import "server-only";
import { createHash } from "node:crypto";
import type { MailCap, MailCaps } from "@/config/jobs";
import { countWithinLimit, refundRateLimit } from "@/server/platform/runtime/rate-limit";

const DAY_SECONDS = 86_400;

/** An address as logs and counter keys name it: a hash, the same for the same address, not the address in clear. */
export const hashedAddress = (address: string) => createHash("sha256").update(address.trim().toLowerCase()).digest("hex").slice(0, 16);

/**
 * Counts one mail of kind `cap` to `to` against its caps for 24 hours, to that address and in all (in
 * `rate_counters`, shared by every instance). Answers how to take the count back (the mail server refused it and it
 * is tried again later), or null when a cap is reached: then nothing stays counted and the mail must not go out.
 */
export async function claimMailCaps(cap: MailCap, to: string, caps: MailCaps): Promise<(() => Promise<void>) | null> {
  const { perRecipient, total } = caps[cap];
  const counted: string[] = [];
  const release = async () => {
    for (const key of counted) await refundRateLimit(key);
  };
  for (const [key, max] of [
    [`mail:${cap}:to:${hashedAddress(to)}`, perRecipient],
    [`mail:${cap}:all`, total],
  ] as const) {
    counted.push(key);
    if (!(await countWithinLimit(key, { max, windowSeconds: DAY_SECONDS }))) {
      await release();
      return null;
    }
  }
  return release;
}
