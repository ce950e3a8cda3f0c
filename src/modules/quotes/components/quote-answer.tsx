"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { buttonClass, secondaryButtonClass } from "@/modules/account/styles";
import { errorMessage, postJson } from "@/modules/api/client";

/** The customer's answer to an offer: accept (its lines go to checkout at the quoted prices) or decline. */
export function QuoteAnswer({ number }: { number: string }) {
  const { t } = useTranslation("quotes");
  const router = useRouter();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function answer(kind: "accept" | "decline") {
    setBusy(true);
    setError("");
    try {
      await postJson(`/api/account/${kind}-quote`, { number });
      if (kind === "accept") router.push("/checkout");
      else router.refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass} disabled={busy} onClick={() => void answer("accept")}>
          {t("accept")}
        </button>
        <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void answer("decline")}>
          {t("decline")}
        </button>
      </div>
    </div>
  );
}
