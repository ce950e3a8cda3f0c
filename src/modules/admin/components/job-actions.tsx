"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";

/** Retry a failed job now, or drop it; the list reloads from the server afterwards. */
export function JobActions({ queue, jobId }: { queue: string; jobId: string }) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function act(action: "retry" | "drop") {
    setBusy(true);
    try {
      await postJson(`/api/admin/jobs/${action}`, { queue, jobId });
      toast.success(t(action === "retry" ? "jobs.retried" : "jobs.dropped"));
      router.refresh();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => act("retry")}
        className="rounded bg-neutral-900 px-3 py-1 text-white disabled:opacity-50"
      >
        {t("jobs.retry")}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => act("drop")}
        className="rounded border border-red-700 px-3 py-1 text-red-700 disabled:opacity-50"
      >
        {t("jobs.drop")}
      </button>
    </div>
  );
}

/** Runs a scheduled job now; the list reloads, showing it queued or done. */
export function RunJobButton({ queue, label }: { queue: string; label: string }) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await postJson("/api/admin/jobs/run", { queue });
      toast.success(t("jobs.started"));
      router.refresh();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      disabled={busy}
      onClick={run}
      aria-label={label}
      className="rounded border border-neutral-700 px-3 py-1 disabled:opacity-50"
    >
      {t("jobs.run")}
    </button>
  );
}
