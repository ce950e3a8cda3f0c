import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client";

/** A statement runs on the handle or inside one transaction; both offer the same builder. */
export type Exec = Db | Tx;

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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
