"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "@/i18n/client";
import { postJson } from "@/modules/api/client";

/** Approve, or reject with a reason; the queue reloads from the server afterwards. */
export function ReviewActions({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function decide(kind: "approve" | "reject") {
    if (kind === "reject" && reason.trim().length < 3) return setError(t("reviews.reasonRequired"));
    setBusy(true);
    try {
      await postJson(`/api/admin/reviews/${kind}`, kind === "approve" ? { reviewId } : { reviewId, reason });
      toast.success(t(kind === "approve" ? "reviews.approved" : "reviews.rejected"));
      router.refresh();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => decide("approve")}
        className="rounded bg-green-700 px-3 py-2 font-medium text-white disabled:opacity-50"
      >
        {t("reviews.approve")}
      </button>
      <label htmlFor={reasonId} className="text-sm">
        {t("reviews.reason")}
      </label>
      <textarea
        id={reasonId}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError("");
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${reasonId}-error` : undefined}
        rows={2}
        maxLength={500}
        className="rounded border border-neutral-400 p-2 text-base"
      />
      {error && (
        <p id={`${reasonId}-error`} className="text-red-700 text-sm">
          {error}
        </p>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => decide("reject")}
        className="rounded border border-red-700 px-3 py-2 font-medium text-red-700 disabled:opacity-50"
      >
        {t("reviews.reject")}
      </button>
    </div>
  );
}
