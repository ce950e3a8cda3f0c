"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";
import type { OrderStatus } from "@/shared/orders";

/** Offers only the allowed next statuses; the server checks the transition again. */
export function OrderStatusForm({ orderId, next }: { orderId: number; next: readonly OrderStatus[] }) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const [status, setStatus] = useState<OrderStatus | "">(next[0] ?? "");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  if (next.length === 0) return <p>{t("orders.final")}</p>;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await postJson("/api/admin/orders/change-status", { orderId, status, note: note || undefined });
      toast.success(t("orders.changed"));
      setNote("");
      router.refresh();
    } catch (err) {
      toast.error(errorMessage(err) || t("common.error"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <label className="flex flex-col text-sm">
        {t("orders.newStatus")}
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as OrderStatus)}
          className="rounded border border-neutral-400 p-2 text-base"
        >
          {next.map((s) => (
            <option key={s} value={s}>
              {t(`orders.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        {t("orders.note")}
        <input
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={500}
          className="rounded border border-neutral-400 p-2 text-base"
        />
      </label>
      <button type="submit" disabled={busy} className="rounded bg-orange-700 px-4 py-2 font-medium text-white disabled:opacity-50">
        {t("orders.apply")}
      </button>
    </form>
  );
}
