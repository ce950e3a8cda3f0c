"use client";
import { useTranslation } from "@/i18n/client";
import { TextField } from "../fields";

/** Where a customer's money goes back when it was not paid by card: their IBAN, asked only when needed. */
export function RefundIbanField({ value, onChange }: { value: string; onChange: (iban: string) => void }) {
  const { t } = useTranslation("aftersale");
  return (
    <TextField label={t("customer.iban")} hint={t("customer.ibanHint")} required value={value} onChange={(e) => onChange(e.target.value)} />
  );
}
