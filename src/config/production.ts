import { ConfigError } from "./store";

type Env = Record<string, string | undefined>;

/** Shorter than this, a session signing secret can be guessed (Better Auth asks for 32 characters). */
export const MIN_AUTH_SECRET_LENGTH = 32;

/**
 * What a live shop (PostgreSQL through DATABASE_URL, NODE_ENV=production) must be given, checked at start
 * (npm start, npm run worker) after the store's configuration: one secret shared by every instance (without it each
 * makes its own in its DATA_DIR and signs out the shoppers the others signed in), and the https address its links
 * name. Throws one line naming the variable. The embedded demo (no DATABASE_URL) keeps its defaults.
 */
export function checkProductionConfig(env: Env = process.env) {
  if (!env.DATABASE_URL || env.NODE_ENV !== "production") return;
  if ((env.BETTER_AUTH_SECRET ?? "").length < MIN_AUTH_SECRET_LENGTH)
    throw new ConfigError(
      `Invalid production configuration: BETTER_AUTH_SECRET must be set, at least ${MIN_AUTH_SECRET_LENGTH} characters, the same on every instance`,
    );
  if (!env.STORE_SITE_URL)
    throw new ConfigError("Invalid production configuration: STORE_SITE_URL must be set to the shop's https address");
  if (new URL(env.STORE_SITE_URL).protocol !== "https:")
    throw new ConfigError("Invalid production configuration: STORE_SITE_URL must be an https address");
}
