import "server-only";
import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { recordAudit } from "@/server/platform/audit";
import type { Tx } from "@/server/platform/db/client";
import { notFound } from "@/server/platform/http/errors";
import { fieldChanges, staffChange } from "./staff-change";

export type TableWithId = PgTable & { id: PgColumn };
type Audit = { actorId: string; action: string; entity: string };

/**
 * One back-office edit of one row by id, for tables whose rows staff edit field by field: lock the row, let
 * `patch` compute the new values from it, save only what differs (touching updatedAt where the table has one)
 * with its audit record (and whatever `also` adds to the same transaction: a mail to queue), then invalidate `tags`.
 * Answers the row as it is afterwards.
 */
export function auditedPatch<T extends TableWithId, Row extends object = T["$inferSelect"]>(
  table: T,
  id: number,
  audit: Audit,
  patch: (row: Row) => Partial<Row>,
  tags: string[] = [],
  also?: (tx: Tx, row: Row) => Promise<void>,
): Promise<Row> {
  return staffChange(tags, async (tx: Tx) => {
    const [row] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for("update")) as Row[];
    if (!row) throw notFound();
    const changes = fieldChanges(row, patch(row));
    if (!changes) return row;
    const stamp = "updatedAt" in getTableColumns(table) ? { updatedAt: new Date() } : {};
    const [after] = (await tx
      .update(table)
      .set({ ...changes.after, ...stamp } as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    await recordAudit({ ...audit, entityId: id, ...changes }, tx);
    await also?.(tx, row);
    return after ?? row;
  });
}

/** A new row and its audit record (before: nothing), then `tags` invalidated. */
export function auditedInsert<T extends TableWithId>(
  table: T,
  values: T["$inferInsert"],
  audit: Audit,
  tags: string[] = [],
): Promise<T["$inferSelect"]> {
  return staffChange(tags, async (tx) => {
    const [row] = (await tx.insert(table).values(values).returning()) as unknown as { id: number }[];
    await recordAudit({ ...audit, entityId: row!.id, after: values }, tx);
    return row as T["$inferSelect"];
  });
}
