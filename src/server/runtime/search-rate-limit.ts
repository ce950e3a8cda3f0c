import "server-only";
import { processSingleton } from "@/lib/process-singleton";
import { clientAddressKey, consumeRateLimit, createBatchedRateLimit } from "@/server/runtime/rate-limit";

const WINDOW_SECONDS = 60;

/**
 * Per address and minute. Typing sends at most 4 searches a second (250 ms debounce), and an office behind one
 * address has several people: 120 lets them type freely and stops scripted scraping. SEARCH_RATE_LIMIT
 * overrides the search limit ("off" disables both, for load tests).
 */
const SEARCH_LIMIT = 120;
const POPULAR_SEARCH_LIMIT = 30;
/** The blog's search box types like the catalogue's: 120 stops scripted scraping, not readers. */
const BLOG_SEARCH_LIMIT = 120;

const disabled = () => process.env.SEARCH_RATE_LIMIT === "off";

function searchLimit(): number | null {
  const configured = process.env.SEARCH_RATE_LIMIT;
  if (disabled()) return null;
  return configured && /^[1-9]\d*$/.test(configured) ? Number(configured) : SEARCH_LIMIT;
}

// Counted in memory and saved once a second: a database write per keystroke would cost more than the search.
const searchHit = processSingleton("searchRateLimit", () => createBatchedRateLimit({ limit: searchLimit, windowSeconds: WINDOW_SECONDS }));
const blogSearchHit = processSingleton("blogSearchRateLimit", () =>
  createBatchedRateLimit({ limit: () => BLOG_SEARCH_LIMIT, windowSeconds: WINDOW_SECONDS }),
);

/** Throws 429 when this address has searched the catalogue too often this minute. */
export function limitSearchRate(headers: Headers): void {
  searchHit()(`search:${clientAddressKey(headers)}`);
}

/** Throws 429 when this address has searched the blog too often this minute (SEARCH_RATE_LIMIT does not apply). */
export function limitBlogSearchRate(headers: Headers): void {
  blogSearchHit()(`blog-search:${clientAddressKey(headers)}`);
}

/** Throws 429 when this address has counted too many popular searches this minute (rare: one write each). */
export async function limitPopularSearchRate(headers: Headers): Promise<void> {
  if (!disabled())
    await consumeRateLimit(`popular-search:${clientAddressKey(headers)}`, { max: POPULAR_SEARCH_LIMIT, windowSeconds: WINDOW_SECONDS });
}
