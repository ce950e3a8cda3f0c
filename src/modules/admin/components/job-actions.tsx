"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";

/** A job's call to the API: busy while it runs, a toast with `done` (an admin key) or the error, then the list reloads. */
function useJobCall() {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function call(path: string, body: Record<string, string>, done: string) {
    setBusy(true);
    try {
      await postJson(path, body);
      toast.success(t(done));
      router.refresh();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return { t, busy, call };
}

/** Retry a failed job now, or drop it; the list reloads from the server afterwards. */
export function JobActions({ queue, jobId }: { queue: string; jobId: string }) {
  const { t, busy, call } = useJobCall();
  const act = (action: "retry" | "drop") =>
    call(`/api/admin/jobs/${action}`, { queue, jobId }, action === "retry" ? "jobs.retried" : "jobs.dropped");

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
  const { t, busy, call } = useJobCall();
  const run = () => call("/api/admin/jobs/run", { queue }, "jobs.started");

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
