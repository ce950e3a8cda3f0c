// No "server-only" marker: the admin:create script records its change through this helper too.
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { auditLog } from "@/server/platform/db/schema";

export type AuditEntry = {
  actorId: string;
  /** Verb in dotted form, e.g. "review.approve", "order.status", "product.update". */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

const BATCH = 1000;

/**
 * The one way a staff change is recorded (who, what, when, before and after). Pass the transaction that
 * makes the change so the record and the change commit or roll back together.
 */
export async function recordAudit(entries: AuditEntry | AuditEntry[], exec: Db | Tx = db()): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  for (let i = 0; i < list.length; i += BATCH) {
    await exec.insert(auditLog).values(
      list.slice(i, i + BATCH).map((e) => ({
        actorId: e.actorId,
        action: e.action,
        entity: e.entity,
        entityId: String(e.entityId),
        before: e.before ?? null,
        after: e.after ?? null,
      })),
    );
  }
}
