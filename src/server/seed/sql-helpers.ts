import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/server/db/client";

/** The seed runs on the handle or inside one transaction; both offer the same builder. */
export type Exec = Db | Tx;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Reserves `count` ids from a serial column's sequence in one round trip, so that trees
 * (paths like "/3/17") and child rows can be built before anything is inserted.
 */
export async function allocateIds(exec: Exec, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await exec.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number | string }>(result)
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

export async function selectRows<T>(exec: Exec, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await exec.execute(query));
}

/** Multi-row inserts in chunks; `onConflictDoNothing` keeps re-runs harmless. */
export async function insertBatches<T extends PgTable>(
  exec: Exec,
  table: T,
  rows: T["$inferInsert"][],
  size = 200,
  ignoreConflicts = false,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const query = exec.insert(table).values(chunk as never);
    await (ignoreConflicts ? query.onConflictDoNothing() : query);
  }
}
