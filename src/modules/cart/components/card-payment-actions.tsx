"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";
import { cardPaymentPage } from "../card-payment";
import { SubmitButton } from "./checkout/submit-button";

/**
 * A card order awaiting payment: pay (again) on iyzico's page, each time a new attempt, or pay by bank transfer
 * instead. Used on the confirmation page and on the customer's order page.
 */
export function CardPaymentActions({ orderNumber, retry }: { orderNumber: string; retry: boolean }) {
  const { t } = useTranslation("cart");
  const [pending, setPending] = useState<"card" | "transfer" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setPending("card");
    setError(null);
    try {
      window.location.assign(await cardPaymentPage(orderNumber));
    } catch (err) {
      setError(errorMessage(err) || t("cardPayment.startFailed"));
      setPending(null);
    }
  };
  const switchToTransfer = async () => {
    setPending("transfer");
    setError(null);
    try {
      await postJson("/api/checkout/pay-by-transfer", { orderNumber });
      // The page again from the server, now with the bank accounts and the notification form.
      window.location.reload();
    } catch (err) {
      setError(errorMessage(err) || t("checkout.failed"));
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending === "card"} onClick={() => void pay()}>
          {t(retry ? "cardPayment.retry" : "cardPayment.pay")}
        </SubmitButton>
        <button
          type="button"
          onClick={() => void switchToTransfer()}
          aria-busy={pending === "transfer" || undefined}
          className="rounded border border-primary-700 px-5 py-2 font-semibold text-primary-700 hover:bg-primary-50"
        >
          {t("cardPayment.switchToTransfer")}
        </button>
      </div>
    </div>
  );
}
