import "server-only";
import { and, eq } from "drizzle-orm";
import { t } from "@/i18n/server";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { customerGroups, formSubmissions } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { shoppersChanged } from "@/server/platform/runtime/cache";
import type { DealerApprovalInput } from "@/shared/account/customer-groups";
import { customerByEmail, setMembership } from "./customer-groups";

/**
 * Approves a dealership application from the inbox: the customer account with the application's e-mail joins the
 * chosen group and the application is marked done, in one transaction with their audit records. No account is
 * created for the applicant: one is opened only by the person themselves, who accepts the membership terms then;
 * without one, staff are told to ask the applicant to sign up with that e-mail first.
 */
export async function approveDealer(actorId: string, input: DealerApprovalInput): Promise<{ userId: string }> {
  const approved = await db().transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.id, input.submissionId), eq(formSubmissions.kind, "dealership")))
      .for("update");
    if (!application) throw notFound();
    const [group] = await tx.select({ id: customerGroups.id }).from(customerGroups).where(eq(customerGroups.id, input.groupId));
    if (!group) throw notFound(t("admin:groups.errors.groupMissing"));
    const customer = await customerByEmail(tx, application.email);
    await setMembership(tx, actorId, customer.id, group.id, "dealer.approve");
    if (application.status !== "done") {
      await tx.update(formSubmissions).set({ status: "done" }).where(eq(formSubmissions.id, application.id));
      await recordAudit(
        {
          actorId,
          action: "inbox.status",
          entity: "form_submission",
          entityId: application.id,
          before: { status: application.status },
          after: { status: "done" },
        },
        tx,
      );
    }
    return { userId: customer.id };
  });
  await shoppersChanged();
  return approved;
}
