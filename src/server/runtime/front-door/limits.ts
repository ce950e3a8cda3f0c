/**
 * How long the server waits on a client, and a request on a render slot (docs/adr/0017, docs/SECURITY.md, "Slow
 * requests"), from the environment. No "server-only" import: scripts/serve.ts reads these itself, at start, so that
 * a bad value stops it with one line.
 */
export type FrontDoorLimits = {
  /** The whole request, head and body, must have arrived within this (Node's `requestTimeout`); else 408. */
  requestTimeoutMs: number;
  /** A body that sends nothing for this long is answered 408 and its connection closed. */
  bodyIdleMs: number;
  /** A request that found no free render slot for this long is answered 503 with Retry-After. */
  queueWaitMs: number;
};

const defaults: Record<string, number> = {
  REQUEST_TIMEOUT_MS: 120_000,
  BODY_IDLE_TIMEOUT_MS: 10_000,
  QUEUE_WAIT_MS: 10_000,
};

function milliseconds(env: Record<string, string | undefined>, name: string): number {
  const text = env[name]?.trim();
  if (!text) return defaults[name] as number;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 3_600_000)
    throw new Error(`${name}: "${text}" is not a whole number of milliseconds from 1 to 3600000`);
  return value;
}

export const frontDoorLimits = (env: Record<string, string | undefined> = process.env): FrontDoorLimits => ({
  requestTimeoutMs: milliseconds(env, "REQUEST_TIMEOUT_MS"),
  bodyIdleMs: milliseconds(env, "BODY_IDLE_TIMEOUT_MS"),
  queueWaitMs: milliseconds(env, "QUEUE_WAIT_MS"),
});
