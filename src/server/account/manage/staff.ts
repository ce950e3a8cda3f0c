import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "@/server/platform/audit";
import type { Db } from "@/server/platform/db/client";
import { account, user } from "@/server/platform/db/schema";
import { passwordField } from "@/shared/account/fields";
import { STAFF_ROLES } from "@/shared/account/staff-roles";

export const staffInput = z.object({
  email: z.email().transform((e) => e.toLowerCase()),
  name: z.string().trim().min(2).max(120),
  password: passwordField,
  /** The owner by default: `npm run admin:create` and the first-run setup make owners. */
  staffRole: z.enum(STAFF_ROLES).default("owner"),
});

/** A strong password for a staff account nobody chose: 24 characters from 18 random bytes, and it passes the sign-up rule. */
export function randomStaffPassword(): string {
  for (;;) {
    const password = randomBytes(18).toString("base64url");
    if (passwordField.safeParse(password).success) return password;
  }
}

/**
 * Creates a staff account with an e-mail password and one role (the owner unless told), or promotes an existing
 * user to staff (their password is replaced). Used by `npm run admin:create` and the first-run setup; the audit
 * actor is "cli" because no staff member is signed in.
 */
export async function createStaff(exec: Db, input: z.input<typeof staffInput>): Promise<{ id: string; created: boolean }> {
  const { email, name, password, staffRole } = staffInput.parse(input);
  const hash = await hashPassword(password);
  return exec.transaction(async (tx) => {
    const [existing] = await tx.select().from(user).where(eq(user.email, email));
    const id = existing?.id ?? randomUUID();
    if (existing) await tx.update(user).set({ name, role: "staff", staffRole, updatedAt: new Date() }).where(eq(user.id, id));
    else await tx.insert(user).values({ id, email, name, role: "staff", staffRole, emailVerified: true });
    await tx.delete(account).where(eq(account.userId, id));
    await tx.insert(account).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    await recordAudit(
      {
        actorId: "cli",
        action: existing ? "staff.promote" : "staff.create",
        entity: "user",
        entityId: id,
        before: existing ? { role: existing.role, staffRole: existing.staffRole } : null,
        after: { email, role: "staff", staffRole },
      },
      tx,
    );
    return { id, created: !existing };
  });
}
