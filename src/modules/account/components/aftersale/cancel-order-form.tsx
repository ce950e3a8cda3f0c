"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { ClarificationNotice } from "@/modules/forms/components/clarification-notice";
import { type BuyerScope, buyerActionPaths } from "@/shared/orders/aftersale";
import { dangerButtonClass } from "../../styles";
import { FormStatus } from "../fields";
import { RefundIbanField } from "./refund-iban-field";
import { useOrderChange } from "./use-order-change";

/** Cancels the customer's order before it ships; a paid transfer order asks where the money goes back to. */
export function CancelOrderForm({ orderId, askIban, scope }: { orderId: number; askIban: boolean; scope: BuyerScope }) {
  const { t } = useTranslation("aftersale");
  const { outcome, busy, send } = useOrderChange();
  const [iban, setIban] = useState("");

  function submit(e: React.FormEvent) {
    e.preventDefault();
    void send(buyerActionPaths[scope].cancel, { id: orderId, iban: askIban ? iban : undefined });
  }

  return (
    <details className="rounded border border-gray-200 p-4">
      <summary className="cursor-pointer font-semibold">{t("customer.cancel.title")}</summary>
      <form noValidate onSubmit={submit} className="mt-3 space-y-3">
        <p className="text-sm text-gray-700">{t("customer.cancel.hint")}</p>
        <FormStatus outcome={outcome} />
        {askIban ? <RefundIbanField value={iban} onChange={setIban} /> : null}
        <ClarificationNotice />
        <button type="submit" className={dangerButtonClass} disabled={busy}>
          {t("customer.cancel.submit")}
        </button>
      </form>
    </details>
  );
}
