import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, like } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { session, user, verification } from "@/server/platform/db/schema";
import { ApiError, badRequest, conflict } from "@/server/platform/http/errors";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";
import { shoppersChanged } from "@/server/platform/runtime/cache";
import { type AcceptInviteBody, INVITE_HOURS, type StaffInviteBody, type StaffUpdateBody } from "@/shared/account/staff";
import { createStaff } from "./staff";

/** Invitations live in Better Auth's verification table under this prefix, by the hash of their token (never the token). */
const PREFIX = "staff-invite:";
const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("hex")}`;

type Invitation = StaffInviteBody & { by: string };

/**
 * The owner invites a staff member by e-mail with a role: a one-time link that works for INVITE_HOURS, mailed
 * through the outbox in the same transaction as the invitation and its audit record. An address that is already
 * staff is refused (409): their role is changed on the staff page instead.
 */
export async function inviteStaff(actorId: string, input: StaffInviteBody): Promise<{ expiresAt: Date }> {
  const [existing] = await db().select({ role: user.role }).from(user).where(eq(user.email, input.email));
  if (existing?.role === "staff") throw conflict("staff_exists");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITE_HOURS * 3600_000);
  const invitation: Invitation = { ...input, by: actorId };
  const url = `${storeConfig.siteUrl}/auth/personel-daveti?token=${token}`;
  const vars = { brand: storeConfig.brand, name: input.name, role: t(`admin:staff.roles.${input.role}`), hours: INVITE_HOURS };
  await db().transaction(async (tx) => {
    await tx
      .insert(verification)
      .values({ id: randomBytes(16).toString("hex"), identifier: identifierOf(token), value: JSON.stringify(invitation), expiresAt });
    await queueMail(tx, {
      to: input.email,
      subject: t("admin:staff.mail.subject", vars),
      paragraphs: paragraphsOf(t("admin:staff.mail.text", vars)),
      action: { label: t("admin:staff.mail.action"), url },
    });
    await recordAudit(
      { actorId, action: "staff.invite", entity: "user", entityId: input.email, after: { email: input.email, role: input.role } },
      tx,
    );
  });
  return { expiresAt };
}

/** The invitation behind a token while it is still good, or null. */
async function openInvitation(token: string): Promise<{ id: string; invitation: Invitation } | null> {
  const [row] = await db()
    .select()
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, new Date())));
  return row ? { id: row.id, invitation: JSON.parse(row.value) as Invitation } : null;
}

/**
 * The invitee sets a password: the invitation is spent first (a second use of the link finds nothing), then the
 * staff account is made with the invited role. A link unknown, used or expired is one answer: 400 invite_invalid.
 */
export async function acceptInvite({ token, password }: AcceptInviteBody): Promise<{ email: string }> {
  const open = await openInvitation(token);
  if (!open) throw badRequest("invite_invalid");
  const spent = await db().delete(verification).where(eq(verification.id, open.id)).returning({ id: verification.id });
  if (spent.length === 0) throw badRequest("invite_invalid");
  const { email, name, role } = open.invitation;
  await createStaff(db(), { email, name, password, staffRole: role });
  return { email };
}

/** The invitations not yet used nor expired, for the staff page. */
export async function pendingInvites(): Promise<{ email: string; name: string; role: string; expiresAt: Date }[]> {
  const rows = await db()
    .select()
    .from(verification)
    .where(and(like(verification.identifier, `${PREFIX}%`), gt(verification.expiresAt, new Date())));
  return rows.map((r) => {
    const { email, name, role } = JSON.parse(r.value) as Invitation;
    return { email, name, role, expiresAt: r.expiresAt };
  });
}

/**
 * The owner changes another staff member's role, or disables their account: it is no longer staff and every one of
 * its sessions ends. The owner's own account is refused (403), so the shop never loses its last owner this way.
 */
export async function updateStaff(actorId: string, input: StaffUpdateBody): Promise<{ id: string }> {
  if (input.userId === actorId) throw new ApiError(403, "staff_self");
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(user).where(eq(user.id, input.userId)).for("update");
    if (row?.role !== "staff") throw new ApiError(404, "not_found");
    const after = "role" in input ? { role: "staff" as const, staffRole: input.role } : { role: "customer" as const, staffRole: null };
    await tx
      .update(user)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(user.id, row.id));
    if (!("role" in input)) await tx.delete(session).where(eq(session.userId, row.id));
    await recordAudit(
      {
        actorId,
        action: "role" in input ? "staff.role" : "staff.disable",
        entity: "user",
        entityId: row.id,
        before: { staffRole: row.staffRole },
        after,
      },
      tx,
    );
  });
  await shoppersChanged();
  return { id: input.userId };
}
