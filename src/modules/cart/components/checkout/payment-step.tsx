"use client";
import { useEffect, useState } from "react";
import { useTranslation } from "@/i18n/client";
import type { PaymentMethod } from "@/lib/cart-totals";
import { formatPrice } from "@/lib/money";
import type { Cart } from "@/shared/cart/types";
import { BankAccounts } from "./bank-accounts";
import { type Approval, ContractsApproval } from "./contracts-approval";
import { SubmitButton } from "./submit-button";
import type { PaymentOptions } from "./types";

type Props = {
  cart: Cart;
  options: PaymentOptions;
  pending: string | null;
  onChoose: (method: PaymentMethod) => void;
  onPlaceOrder: (approval: Approval) => void;
};

/**
 * Step 3: bank transfer (with the accounts), cash on delivery (with its fee) or card (on iyzico's page, when offered); choosing one updates the totals at
 * once. A method the store's rules refuse for this cart stays visible, disabled, with the reason.
 */
export function PaymentStep({ cart, options, pending, onChoose, onPlaceOrder }: Props) {
  const { t } = useTranslation("cart");
  const [missing, setMissing] = useState(false);
  // An approval counts for the texts of the order as it is now: another method, delivery or total asks for it again.
  const basis = `${cart.paymentMethod}|${cart.deliveryType}|${cart.grandTotal}`;
  const [given, setGiven] = useState<Approval | null>(null);
  const approval = given?.basis === basis ? given : null;
  const [unapproved, setUnapproved] = useState(false);
  // The radio follows the click at once; the totals follow when the server has recorded the method.
  const [choice, setChoice] = useState(cart.paymentMethod);
  const choose = (method: PaymentMethod) => {
    setChoice(method);
    setMissing(false);
    onChoose(method);
  };
  // A click on "place order" while the chosen method is still being recorded waits for it instead of failing.
  const [queued, setQueued] = useState(false);
  const place = () => {
    if (pending === "payment" && choice !== null) {
      setQueued(true);
      return;
    }
    setQueued(false);
    // Only what the server recorded is ordered: a choice it has not confirmed yet counts as none.
    const recorded = cart.paymentMethod !== null && cart.paymentMethod === choice;
    setMissing(!recorded);
    setUnapproved(!approval);
    if (recorded && approval) onPlaceOrder(approval);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs the queued click once the recording has settled
  useEffect(() => {
    if (queued && pending !== "payment") place();
  }, [queued, pending]);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={missing ? "payment-missing" : undefined}>
        <legend className="sr-only">{t("checkout.steps.payment")}</legend>
        {options.methods.map((method) => {
          const refused = cart.unavailablePaymentMethods[method];
          return (
            <div key={method} className="rounded border border-gray-300 p-3 has-checked:border-primary-700 has-checked:bg-primary-50">
              <label className={`flex items-center gap-3 ${refused ? "text-gray-700" : "cursor-pointer"}`}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={choice === method && !refused}
                  disabled={pending === "payment" || !!refused}
                  aria-describedby={refused ? `payment-${method}-refused` : undefined}
                  onChange={() => choose(method)}
                />
                <span className="flex-1 font-semibold">{t(`payment.${method}`)}</span>
                {method === "cash_on_delivery" && (
                  <span className="text-sm">{t("payment.codFee", { amount: formatPrice(options.cashOnDeliveryFee) })}</span>
                )}
              </label>
              {refused ? (
                <p id={`payment-${method}-refused`} className="mt-2 text-sm sm:pl-7">
                  {refused}
                </p>
              ) : null}
              {choice === method && !refused && (
                <div className="mt-3 sm:pl-7">
                  {method === "bank_transfer" ? (
                    <BankAccounts accounts={options.bankAccounts} />
                  ) : (
                    <p className="text-sm">{t(method === "card" ? "cardPayment.hint" : "payment.codHint")}</p>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      {missing && (
        <p id="payment-missing" role="alert" className="text-sm text-danger">
          {t("payment.choose")}
        </p>
      )}
      <p className="text-lg">
        {t("checkout.payable")} <strong data-testid="payable">{formatPrice(cart.grandTotal)}</strong>
      </p>
      <ContractsApproval
        basis={basis}
        approval={approval}
        onChange={setGiven}
        disabled={pending === "payment"}
        missing={unapproved && !approval}
      />
      <SubmitButton pending={pending === "order" || queued} onClick={place}>
        {t("checkout.placeOrder")}
      </SubmitButton>
    </div>
  );
}
