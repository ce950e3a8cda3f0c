"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

/** Approves (stock back, refund as the order was paid) or rejects a return, with a note for the customer. */
export function ReturnDecisionForm({ returnId }: { returnId: number }) {
  const { t } = useTranslation("aftersale");
  const { busy, call } = useAdminCall({ toastErrors: true });
  const [note, setNote] = useState("");
  const decide = (approve: boolean) =>
    void call("/api/admin/orders/decide-return", { returnId, approve, note: note || undefined }, { success: "aftersale:admin.decided" });
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col">
        {t("admin.note")}
        <input
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          className="rounded border border-neutral-400 p-2 text-base"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => decide(true)}
          className="rounded bg-orange-700 px-4 py-2 font-medium text-white disabled:opacity-50"
        >
          {t("admin.approve")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => decide(false)}
          className="rounded border border-red-700 px-4 py-2 font-medium text-red-800 disabled:opacity-50"
        >
          {t("admin.reject")}
        </button>
      </div>
    </div>
  );
}
