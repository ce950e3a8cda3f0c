import "server-only";
import { count, desc, eq, type SQL } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { auditLog, user } from "@/server/platform/db/schema";
import { ADMIN_PAGE_SIZE, pageOffset } from "@/shared/paging";

export type AuditRow = {
  id: number;
  at: Date;
  actorId: string;
  /** The staff member's name, or null for a change made from the command line or by an account since removed. */
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
};

/**
 * The back office's trail of who changed what and when (src/server/platform/audit.ts records it), newest first, a
 * page at a time, of everyone or of one staff member.
 */
export async function auditTrail({ page = 1, actorId }: { page?: number; actorId?: string }): Promise<{ rows: AuditRow[]; total: number }> {
  const where: SQL | undefined = actorId ? eq(auditLog.actorId, actorId) : undefined;
  const [rows, [totals]] = await Promise.all([
    db()
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorName: user.name,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(pageOffset(page)),
    db().select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** The staff accounts, by name, for the trail's filter and the staff page. */
export function staffMembers(): Promise<
  { id: string; name: string; email: string; staffRole: string | null; twoFactorEnabled: boolean }[]
> {
  return db()
    .select({ id: user.id, name: user.name, email: user.email, staffRole: user.staffRole, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.role, "staff"))
    .orderBy(user.name);
}
