import "server-only";
import { sql } from "drizzle-orm";
import { dbHandle } from "@/server/platform/db/client";
import { logger } from "@/server/platform/runtime/log";

const TIMEOUT_MS = 3000;

/** Whether the database answers, and how fast; which database it is stays private (it helps an attacker, not a monitor). */
export async function databaseHealth(): Promise<{ ok: true; latencyMs: number } | { ok: false }> {
  const started = performance.now();
  try {
    const handle = dbHandle();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database health check timed out")), TIMEOUT_MS);
    });
    await Promise.race([handle.db.execute(sql`select 1`), timeout]).finally(() => clearTimeout(timer));
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    logger.warn({ err }, "database health check failed");
    return { ok: false };
  }
}
