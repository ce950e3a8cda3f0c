import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { dataPath } from "@/config/data-dir";
import { processSingleton } from "@/lib/process-singleton";
import { tracingOn } from "@/server/platform/tracing";
import { noteConnectionLoss } from "./availability";
import { holdPglite } from "./pglite-lock";
import * as schema from "./schema";
import { TracedPool, tracePglite } from "./traced";

/** Both back ends expose the same query builder; we type them as the node-postgres one. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** `query` runs raw SQL with $1… parameters on the same client (the job queue's statements go through it). */
type Handle = {
  db: Db;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** The embedded client itself, for libraries that speak to PGlite directly. */
  pglite?: PGlite;
  /** PostgreSQL's connection pool: its connections (open, idle) and the queries waiting for one (metrics). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /**
   * LISTENs on `channel` (PostgreSQL: on a connection of its own, outside the pool) and hands each payload to
   * `onPayload`; `onLost` is called once if that connection ends. Resolves to the way to stop.
   */
  listen: (channel: string, onPayload: (payload: string) => void, onLost: (err?: Error) => void) => Promise<() => Promise<void>>;
};

export const defaultPgliteDir = () => process.env.PGLITE_DIR ?? dataPath("pglite");

/**
 * PGlite's settings over PostgreSQL's defaults. Its shared buffers live in this process's WebAssembly memory, which
 * grows and never shrinks, while its files are read through the operating system's page cache anyway: PostgreSQL's
 * 128 MB kept about 70 MB more resident under load than 16 MB (docs/PERFORMANCE.md, "Where the milliseconds and
 * the memory go").
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * PGlite in a directory (marked as this process's while open, see pglite-lock.ts), or an in-memory client. With
 * tracing on, each query becomes a span (./traced.ts); off, the client is left as it is.
 */
export function openPglite(dirOrClient: string | PGlite): Handle {
  const onDisk = typeof dirOrClient === "string";
  if (onDisk) fs.mkdirSync(path.dirname(path.resolve(dirOrClient)), { recursive: true }); // PGlite creates only the last level
  const client = onDisk ? new PGlite(dirOrClient, { startParams: pgliteStartParams }) : dirOrClient;
  const release = onDisk ? holdPglite(dirOrClient) : () => {};
  if (tracingOn()) tracePglite(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const query = (text: string, values?: unknown[]) => client.query(text, values);
  const listen: Handle["listen"] = async (channel, onPayload) => {
    const stop = await client.listen(channel, onPayload);
    return () => stop();
  };
  return { db, kind: "pglite", query, listen, pglite: client, close: () => client.close().finally(release) };
}

/** A pool on `url`; with tracing on, of traced connections (./traced.ts). */
export function openPostgres(url: string, max = Number(process.env.DATABASE_POOL_SIZE ?? 10)): Handle {
  const config = { connectionString: url, max, connectionTimeoutMillis: 5000 };
  const pool = tracingOn() ? new TracedPool(config) : new pg.Pool(config);
  // An idle client's error must not crash the process; a lost connection marks the database down (./availability.ts).
  pool.on("error", (err) => noteConnectionLoss(err, () => pool.query("select 1")));
  const db = drizzlePg({ client: pool, schema });
  const query = (text: string, values?: unknown[]) => pool.query(text, values);
  const listen: Handle["listen"] = async (channel, onPayload, onLost) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    let stopped = false;
    const lost = (err?: Error) => {
      if (!stopped) onLost(err);
      stopped = true;
    };
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on("error", lost);
    client.on("end", () => lost());
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      stopped = true;
      await client.end();
    };
  };
  const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: "postgres", query, listen, poolUse, close: () => pool.end() };
}

/** The process-wide database: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. */
const processHandle = processSingleton(
  "db",
  (): Handle => (process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite(defaultPgliteDir())),
);

export const dbHandle = (): Handle => processHandle();

export const db = (): Db => dbHandle().db;

/** Notes `err` when it is a lost connection of the process-wide database, probed through it (./availability.ts). */
export const noteDatabaseLoss = (err: unknown): boolean => noteConnectionLoss(err, () => dbHandle().query("select 1"));

/** Tests and scripts swap the process-wide handle (undefined: opened from the environment on next use). */
export const setDbHandle = (handle: Handle | undefined) => processHandle.replace(handle);

export type { Handle as DbHandle };
