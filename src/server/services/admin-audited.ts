import "server-only";
import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Tx } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { recordAudit } from "./audit";

export type TableWithId = PgTable & { id: PgColumn };
type Audit = { actorId: string; action: string; entity: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `next` whose values differ from `row` (jsonb and dates compared by value). */
export function differences<Row extends object>(row: Row, next: Partial<Row>): Partial<Row> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => !same(row[key as keyof Row], value))) as Partial<Row>;
}

/**
 * One back-office edit of one row: lock it, let `patch` compute the new values from the current row (it may
 * throw to refuse), save only what differs (touching updatedAt where the table has one), and record who
 * changed what from what in the same transaction. `changed` is false when nothing differed: callers
 * invalidate caches only when it is true.
 */
export async function auditedPatch<T extends TableWithId, Row extends object = T["$inferSelect"]>(
  table: T,
  id: number,
  audit: Audit,
  patch: (row: Row) => Partial<Row>,
  exec?: Tx,
): Promise<{ row: Row; changed: boolean }> {
  const run = async (tx: Tx) => {
    const [row] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for("update")) as Row[];
    if (!row) throw notFound();
    const diff = differences(row, patch(row));
    if (Object.keys(diff).length === 0) return { row, changed: false };
    const stamp = "updatedAt" in getTableColumns(table) ? { updatedAt: new Date() } : {};
    const [after] = (await tx
      .update(table)
      .set({ ...diff, ...stamp } as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    const before = Object.fromEntries(Object.keys(diff).map((key) => [key, row[key as keyof Row]]));
    await recordAudit({ ...audit, entityId: id, before, after: diff }, tx);
    return { row: after ?? row, changed: true };
  };
  return exec ? run(exec) : db().transaction(run);
}

/** A new row and its audit record (before: nothing), in one transaction. */
export async function auditedInsert<T extends TableWithId>(table: T, values: T["$inferInsert"], audit: Audit): Promise<T["$inferSelect"]> {
  return db().transaction(async (tx) => {
    const [row] = (await tx.insert(table).values(values).returning()) as unknown as { id: number }[];
    await recordAudit({ ...audit, entityId: row!.id, after: values }, tx);
    return row as T["$inferSelect"];
  });
}
