"use client";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { liraInputValue, parseLiraInput } from "@/lib/lira-input";
import { formatPrice } from "@/lib/money";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

/** Cancel the day's card payment, or refund part or all of what is left of it; the server checks both again. */
export function CardPaymentControls({ orderId, refundable, cancellable }: { orderId: number; refundable: number; cancellable: boolean }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const { busy, call } = useAdminCall({ toastErrors: true });
  const [amount, setAmount] = useState(liraInputValue(refundable));
  const [invalid, setInvalid] = useState(false);

  const run = (path: string, body: unknown) => call(path, body, { success: "orders.payment.done" });
  const refund = (e: FormEvent) => {
    e.preventDefault();
    const kurus = parseLiraInput(amount);
    setInvalid(kurus === null || kurus <= 0);
    if (kurus !== null && kurus > 0) void run("/api/admin/orders/refund-card-payment", { orderId, amount: kurus });
  };
  if (refundable <= 0) return null;
  return (
    <div className="flex flex-col gap-4 text-sm">
      {cancellable && (
        <div className="flex flex-col gap-2">
          <p>{t("orders.payment.cancelHint")}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run("/api/admin/orders/cancel-card-payment", { orderId })}
            className="self-start rounded border border-red-700 px-4 py-2 font-medium text-red-800 disabled:opacity-50"
          >
            {t("orders.payment.cancel")}
          </button>
        </div>
      )}
      <form onSubmit={refund} className="flex flex-col gap-2">
        <label htmlFor={`${id}-amount`}>{t("orders.payment.refundAmount")}</label>
        <input
          id={`${id}-amount`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          className="rounded border border-neutral-400 p-2 text-base"
        />
        <p id={`${id}-hint`} className="text-neutral-700">
          {t("orders.payment.refundHint", { amount: formatPrice(refundable) })}
        </p>
        <button
          type="submit"
          disabled={busy}
          className="self-start rounded bg-orange-700 px-4 py-2 font-medium text-white disabled:opacity-50"
        >
          {t("orders.payment.refund")}
        </button>
      </form>
    </div>
  );
}

/** Marks a bank-transfer order paid from a customer's notification (the usual status change, with a note). */
export function MarkPaidButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation("admin");
  const { busy, call } = useAdminCall({ toastErrors: true });
  const markPaid = () =>
    call(
      "/api/admin/orders/change-status",
      { orderId, status: "paid", note: t("orders.payment.markPaidNote") },
      { success: "orders.changed" },
    );
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void markPaid()}
      className="self-start rounded bg-orange-700 px-4 py-2 font-medium text-white disabled:opacity-50"
    >
      {t("orders.payment.markPaid")}
    </button>
  );
}
