"use client";
import { useTranslation } from "@/i18n/client";
import type { BankAccount } from "./types";

/** The store's bank accounts for a transfer (checkout payment step and the confirmation page). */
export function BankAccounts({ accounts, orderNumber }: { accounts: BankAccount[]; orderNumber?: string }) {
  const { t } = useTranslation("cart");
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{orderNumber ? t("payment.bankTransferReference", { number: orderNumber }) : t("payment.bankTransferHint")}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {accounts.map((a) => (
          <li key={a.iban} className="rounded border border-gray-200 bg-gray-50 p-3">
            <p className="font-semibold">{a.bank}</p>
            <p className="text-gray-600">{a.branch}</p>
            <p>{a.accountName}</p>
            <p className="font-mono tracking-tight">
              <span className="sr-only">{t("payment.iban")} </span>
              {a.iban}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
