import { z } from "zod";

/**
 * The live channel's limits (docs/adr/0013, docs/SECURITY.md): open channels per session (a signed-in customer, or
 * the browser holding a guest cart), per client address, and in all, per instance. LIVE_LIMITS_JSON overrides any
 * of them (the benchmark opens a thousand from one address).
 */
const count = z.number().int().min(1).max(1_000_000);
const liveLimitsSchema = z.object({ perSession: count, perAddress: count, total: count });

export type LiveLimitsConfig = z.infer<typeof liveLimitsSchema>;

const defaults: LiveLimitsConfig = { perSession: 8, perAddress: 32, total: 20_000 };

export function loadLiveLimits(json = process.env.LIVE_LIMITS_JSON): LiveLimitsConfig {
  return liveLimitsSchema.parse({ ...defaults, ...(json ? JSON.parse(json) : {}) });
}
