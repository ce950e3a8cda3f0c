import "server-only";
import { clientIp, consumeRateLimit, createBatchedRateLimit } from "@/server/runtime/rate-limit";

const WINDOW_SECONDS = 60;

/**
 * Per address and minute. Typing sends at most 4 searches a second (250 ms debounce), and an office behind one
 * address has several people: 120 lets them type freely and stops scripted scraping. SEARCH_RATE_LIMIT
 * overrides the search limit ("off" disables both, for load tests).
 */
const SEARCH_LIMIT = 120;
const POPULAR_SEARCH_LIMIT = 30;

const disabled = () => process.env.SEARCH_RATE_LIMIT === "off";

function searchLimit(): number | null {
  const configured = process.env.SEARCH_RATE_LIMIT;
  if (disabled()) return null;
  return configured && /^[1-9]\d*$/.test(configured) ? Number(configured) : SEARCH_LIMIT;
}

// One per process (kept on globalThis: Next.js may load this module in several bundles).
const holder = globalThis as unknown as { __lumoraSearchLimit?: (key: string) => void };
const searchHit = () => {
  holder.__lumoraSearchLimit ??= createBatchedRateLimit({ limit: searchLimit, windowSeconds: WINDOW_SECONDS });
  return holder.__lumoraSearchLimit;
};

/** Throws 429 when this address has searched too often this minute (counted in memory, saved once a second). */
export function limitSearchRate(headers: Headers): void {
  searchHit()(`search:${clientIp(headers)}`);
}

/** Throws 429 when this address has counted too many popular searches this minute (rare: one write each). */
export async function limitPopularSearchRate(headers: Headers): Promise<void> {
  if (!disabled())
    await consumeRateLimit(`popular-search:${clientIp(headers)}`, { max: POPULAR_SEARCH_LIMIT, windowSeconds: WINDOW_SECONDS });
}
