"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";
import { QuantityStepper } from "@/modules/cart/components/quantity-stepper";
import { REDIRECTED, useSignedInCall } from "@/modules/social/use-signed-in-call";
import { MAX_LINE_QUANTITY } from "@/shared/cart/types";
import { QUOTE_NOTE_MAX } from "@/shared/quotes/limits";

/**
 * "Fiyat sorunuz": asks for a quote for this product (quantity and a note) in place of add to cart. A guest is sent
 * to sign in and back; a customer goes to the new request under Tekliflerim.
 */
export function AskQuote({ productId, variantId }: { productId: number; variantId: number | null }) {
  const { t } = useTranslation("quotes");
  const router = useRouter();
  const signedIn = useSignedInCall("quote");
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function start() {
    const result = await signedIn(async () => setOpen(true));
    if (result === REDIRECTED) return;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError("");
    try {
      const result = await signedIn(() =>
        postJson<{ number: string }>("/api/account/request-quote", { from: "product", productId, variantId, quantity, note }),
      );
      if (result !== REDIRECTED) router.push(`/account/my-quotes/${result.number}?requested=1`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => void start()}
        className="inline-flex min-w-48 items-center justify-center rounded bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 self-start"
      >
        {t("ask.button")}
      </button>
    );
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded border border-gray-300 p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {t("ask.title")}
      </h2>
      <QuantityStepper value={quantity} max={MAX_LINE_QUANTITY} onChange={setQuantity} label={t("ask.quantity")} />
      <label className="flex flex-col gap-1 text-sm">
        {t("ask.note")}
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={QUOTE_NOTE_MAX}
          rows={3}
          className="rounded border border-gray-400 p-2 text-base"
        />
      </label>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="self-start rounded bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {t("ask.submit")}
      </button>
    </form>
  );
}
