"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";
import { REDIRECTED, useSignedInCall } from "@/modules/social/use-signed-in-call";
import { QUOTE_NOTE_MAX } from "@/shared/quotes/limits";

/**
 * Asks the shop for a quote for every line of the cart (the cart stays as it is), with the shopper's note if they
 * wrote one; a guest signs in first.
 */
export function RequestCartQuote({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation("cart");
  const router = useRouter();
  const signedIn = useSignedInCall("quote");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [note, setNote] = useState("");

  async function ask() {
    setBusy(true);
    setError("");
    try {
      const result = await signedIn(() => postJson<{ number: string }>("/api/account/request-quote", { from: "cart", note }));
      if (result === REDIRECTED) return onNavigate?.();
      onNavigate?.();
      router.push(`/account/my-quotes/${result.number}`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <label className="flex flex-col gap-1 text-sm text-gray-800">
        {t("content.quoteNote")}
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={QUOTE_NOTE_MAX}
          rows={2}
          className="rounded border border-gray-400 p-2 text-base"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => void ask()}
        disabled={busy}
        className="block w-full rounded border border-gray-900 px-5 py-3 text-center font-semibold text-gray-900 hover:bg-gray-100 disabled:opacity-60"
      >
        {t("content.requestQuote")}
      </button>
    </>
  );
}
