import "server-only";
import { sql } from "drizzle-orm";
import { processSingleton } from "@/lib/process-singleton";
import { type DbHandle, dbHandle } from "@/server/platform/db/client";
import { migrationsApplied } from "@/server/platform/db/migrate";
import { workerAlive } from "@/server/platform/jobs/boss";
import { logger } from "@/server/platform/runtime/log";
import { type ApiAnswer, errorAnswer } from "./answer";
import { ApiError, notFound } from "./errors";
import type { Probes } from "./probe-listener";

const TIMEOUT_MS = 3000;

/** `work` within TIMEOUT_MS, or a rejection. */
async function inTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Whether the database answers, and how fast; which database it is stays private (it helps an attacker, not a monitor). */
export async function databaseHealth(): Promise<{ ok: true; latencyMs: number } | { ok: false }> {
  const started = performance.now();
  try {
    await inTime(dbHandle().db.execute(sql`select 1`), "database health check");
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    logger.warn({ err }, "database health check failed");
    return { ok: false };
  }
}

/** The load balancer's probes: where they are answered (the front door, before admission, and their route files). */
export const LIVENESS_PATH = "/api/health/live";
export const READINESS_PATH = "/api/health/ready";

/** How long a readiness check's result is answered again, so that a flood of probes cannot load the database. */
export const READINESS_CACHE_MS = 1000;

const up: ApiAnswer = { status: 200, headers: { "cache-control": "no-store" }, json: JSON.stringify({ status: "ok" }) };

/** `GET /api/health/live`: the process answers. Nothing else is asked. */
export const liveness = async (): Promise<ApiAnswer> => up;

/**
 * Ready: the database answers, every migration is applied, and a job worker's heartbeat is recent. The log says when
 * it turns (with why, when not ready), not at every check: the probe listener checks once a second whoever asks.
 */
async function check(handle: DbHandle): Promise<boolean> {
  const slot = lastCheck();
  try {
    await inTime(
      (async () => {
        if (!(await migrationsApplied(handle))) throw new Error("migrations are missing");
        if (!(await workerAlive(handle))) throw new Error("no job worker's heartbeat is recent");
      })(),
      "readiness check",
    );
    if (slot.wasReady === false) logger.info("ready again");
    slot.wasReady = true;
    return true;
  } catch (err) {
    if (slot.wasReady !== false) logger.warn({ err }, "readiness check failed");
    slot.wasReady = false;
    return false;
  }
}

/** The last check, on which database and when it started (concurrent probes share it), and what the one before found. */
const lastCheck = processSingleton(
  "readinessCheck",
  (): { value?: { handle: DbHandle; at: number; ready: Promise<boolean> }; wasReady?: boolean } => ({}),
);

/** Whether the shop is ready: the last check's answer, the check run at most once per READINESS_CACHE_MS. */
export function isReady(): Promise<boolean> {
  const handle = dbHandle();
  const slot = lastCheck();
  const now = performance.now();
  if (!slot.value || slot.value.handle !== handle || now - slot.value.at >= READINESS_CACHE_MS)
    slot.value = { handle, at: now, ready: check(handle) };
  return slot.value.ready;
}

const notReady = () => errorAnswer(new ApiError(503, "not_ready"), { "cache-control": "no-store" });

/**
 * `GET /api/health/ready`: `{status: "ok"}`, or 503 `{code, message}` that says only "not ready" (why is in the
 * server's log).
 */
export async function readiness(): Promise<ApiAnswer> {
  return (await isReady()) ? up : notReady();
}

const jsonOf = (answer: ApiAnswer) => (answer instanceof Response ? "" : answer.json);

/** The same probes, answered apart from the shop's port by the probe listener (./probe-listener.ts). */
export const probes = (): Probes => ({
  check: isReady,
  bodies: { up: jsonOf(up), down: jsonOf(notReady()), missing: jsonOf(errorAnswer(notFound())) },
  paths: { live: LIVENESS_PATH, ready: READINESS_PATH },
});
