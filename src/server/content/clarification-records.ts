import "server-only";
import type { Tx } from "@/server/platform/db/client";
import { type clarificationForms, clarificationRecords } from "@/server/platform/db/schema";

export type ClarificationRecord = {
  form: (typeof clarificationForms)[number];
  recordId: string | number;
  userId: string | null;
  /** shownClarificationVersion(), read before the transaction. */
  version: string;
};

/**
 * The one rule for a personal-data form's record: the version of the KVKK clarification text it showed is kept with
 * the row it created or changed, in the same transaction (acknowledged by sending, not consented to).
 */
export async function recordClarificationShown(tx: Tx, record: ClarificationRecord) {
  await tx.insert(clarificationRecords).values({ ...record, recordId: String(record.recordId) });
}
