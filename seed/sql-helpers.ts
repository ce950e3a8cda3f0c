import type { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Exec, rowsOf } from "@/server/platform/db/allocate-ids";

export { allocateIds, type Exec } from "@/server/platform/db/allocate-ids";

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
