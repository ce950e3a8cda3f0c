"use client";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { liraInputValue, parseLiraInput } from "@/lib/lira-input";
import { errorMessage, postJson } from "@/modules/api/client";
import { ClarificationNotice } from "@/modules/forms/components/clarification-notice";
import { paymentNotificationBody } from "@/shared/orders/payments";
import { FormField, fieldErrorText } from "./checkout/form-field";
import { SubmitButton } from "./checkout/submit-button";
import type { BankAccount } from "./checkout/types";

type Props = { orderNumber: string; accounts: BankAccount[]; amount: number; today: string };

/** "I paid by transfer": which of the shop's accounts, how much, when and from whom (the order's page and confirmation). */
export function TransferNotificationForm({ orderNumber, accounts, amount, today }: Props) {
  const { t } = useTranslation("cart");
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      orderNumber,
      iban: String(form.get("iban") ?? ""),
      amount: parseLiraInput(String(form.get("amount") ?? "")) ?? Number.NaN,
      paidOn: String(form.get("paidOn") ?? ""),
      senderName: String(form.get("senderName") ?? ""),
    };
    const parsed = paymentNotificationBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await postJson("/api/checkout/payment-notification", body);
      setSent(true);
    } catch (err) {
      setFailure(errorMessage(err) || t("checkout.failed"));
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <p role="status" className="rounded border border-success bg-green-50 p-3 text-sm">
        {t("notification.sent")}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold sm:col-span-2">
        {t("notification.title")}
      </h3>
      <p className="text-sm sm:col-span-2">{t("notification.intro")}</p>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-iban`} className="mb-1 block text-sm font-medium">
          {t("notification.account")}
        </label>
        <select
          id={`${id}-iban`}
          name="iban"
          className="w-full rounded border border-gray-300 px-3 py-2"
          aria-invalid={errors.iban ? true : undefined}
          aria-describedby={errors.iban ? `${id}-iban-error` : undefined}
        >
          {accounts.map((a) => (
            <option key={a.iban} value={a.iban}>
              {a.bank}, {a.accountName} ({a.currency})
            </option>
          ))}
        </select>
        {errors.iban && (
          <p id={`${id}-iban-error`} className="mt-1 text-sm text-danger">
            {fieldErrorText(t, errors.iban)}
          </p>
        )}
      </div>
      <FormField
        label={t("notification.amount")}
        name="amount"
        inputMode="decimal"
        defaultValue={liraInputValue(amount)}
        error={errors.amount}
      />
      <FormField label={t("notification.paidOn")} name="paidOn" type="date" max={today} defaultValue={today} error={errors.paidOn} />
      <FormField
        label={t("notification.senderName")}
        name="senderName"
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.senderName}
      />
      {failure && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <ClarificationNotice />
      </div>
      <SubmitButton pending={pending}>{t("notification.submit")}</SubmitButton>
    </form>
  );
}
