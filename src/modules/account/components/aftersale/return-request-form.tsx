"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { ClarificationNotice } from "@/modules/forms/components/clarification-notice";
import { type BuyerScope, buyerActionPaths, WITHDRAWAL_DAYS } from "@/shared/orders/aftersale";
import { buttonClass } from "../../styles";
import { FormStatus, TextField } from "../fields";
import { RefundIbanField } from "./refund-iban-field";
import { useOrderChange } from "./use-order-change";

export type ReturnableLine = { itemId: number; name: string; variantLabel: string | null; left: number; excluded: boolean };

/** Asks to return chosen units of a delivered order, with a reason if the buyer gives one (and the IBAN a transfer order is paid back to). */
export function ReturnRequestForm({
  orderId,
  lines,
  askIban,
  scope,
}: {
  orderId: number;
  lines: ReturnableLine[];
  askIban: boolean;
  scope: BuyerScope;
}) {
  const { t } = useTranslation("aftersale");
  const { outcome, busy, send } = useOrderChange();
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState("");
  const [iban, setIban] = useState("");

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const chosen = Object.entries(units).flatMap(([itemId, quantity]) => (quantity > 0 ? [{ itemId: Number(itemId), quantity }] : []));
    void send(buyerActionPaths[scope].requestReturn, { orderId, lines: chosen, reason, iban: askIban ? iban : undefined });
  }

  return (
    <details className="rounded border border-gray-200 p-4">
      <summary className="cursor-pointer font-semibold">{t("customer.return.title")}</summary>
      <form noValidate onSubmit={submit} className="mt-3 space-y-4">
        <p className="text-sm text-gray-700">{t("customer.return.hint", { days: WITHDRAWAL_DAYS })}</p>
        <FormStatus outcome={outcome} />
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-gray-800">{t("customer.return.lines")}</legend>
          {lines.map((line) =>
            line.excluded || line.left === 0 ? (
              <p key={line.itemId} className="text-sm text-gray-700">
                {line.name}: {t(line.excluded ? "customer.return.excluded" : "customer.return.noneLeft")}
              </p>
            ) : (
              <TextField
                key={line.itemId}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                label={t("customer.return.units", {
                  name: line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name,
                  count: line.left,
                })}
                value={units[line.itemId] ?? 0}
                onChange={(e) => setUnits({ ...units, [line.itemId]: Math.max(0, Math.min(line.left, Number(e.target.value) || 0)) })}
              />
            ),
          )}
        </fieldset>
        <div>
          <label htmlFor={`return-reason-${orderId}`} className="mb-1 block text-sm font-medium text-gray-800">
            {t("customer.return.reason")}
          </label>
          <textarea
            id={`return-reason-${orderId}`}
            maxLength={1000}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="w-full rounded border border-gray-400 bg-white px-3 py-2.5 focus:border-primary-600"
          />
        </div>
        {askIban ? <RefundIbanField value={iban} onChange={setIban} /> : null}
        <ClarificationNotice />
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("customer.return.submit")}
        </button>
      </form>
    </details>
  );
}
