import { processSingleton } from "@/lib/process-singleton";

/**
 * Whether PostgreSQL is reachable, as this process last saw it. A lost connection (the server restarting or gone,
 * seen by the pool as its idle connections are cut, or by a query that fails to connect) marks the database down;
 * from then on the front door answers what needs the database with 503 and Retry-After instead of rendering a 500,
 * and a probe asks the database every PROBE_MS until it answers, when the shop serves again by itself. PGlite runs
 * in the process and is never lost this way. No "server-only" import: the database client loads it.
 */
const PROBE_MS = 500;

/** Seconds a client is told to wait (Retry-After) while the database is down. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** Node's socket errors and PostgreSQL's classes for a connection that failed or ended under the query. */
const LOST_SOCKET = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
// 08: connection exception; 57P01-57P03: the server shutting down, crashed, or starting up; 53300: too many connections.
const LOST_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const LOST_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** Whether `err` (or what it wraps: the query builder wraps the driver's error in `cause`) is a lost connection. */
export function isConnectionLoss(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (LOST_SOCKET.has(code) || LOST_SQLSTATE.test(code))) return true;
    if (LOST_MESSAGE.test(e.message)) return true;
  }
  return false;
}

const state = processSingleton("databaseAvailability", (): { down: boolean } => ({ down: false }));

/** True from a noted loss until the database answers again. */
export const databaseDown = (): boolean => state().down;

/**
 * Marks the database down when `err` is a lost connection (else does nothing, and answers false), and asks `probe`
 * every PROBE_MS until it succeeds.
 */
export function noteConnectionLoss(err: unknown, probe: () => Promise<unknown>): boolean {
  if (!isConnectionLoss(err)) return false;
  const slot = state();
  if (slot.down) return true;
  slot.down = true;
  const again = () =>
    setTimeout(() => {
      probe().then(() => {
        slot.down = false;
      }, again);
    }, PROBE_MS).unref();
  again();
  return true;
}
