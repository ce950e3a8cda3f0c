"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, TextField } from "@/modules/admin/components/fields";
import { useAdminCall, useFieldErrors } from "@/modules/admin/components/use-admin-call";
import { categoryInstallmentsBody } from "@/shared/catalog/manage";

/** The category's card installment cap, 1 (single payment only) to 12. */
export function CategoryInstallmentsForm({ categoryId, maxInstallments }: { categoryId: number; maxInstallments: number }) {
  const { t } = useTranslation("admin");
  const [value, setValue] = useState(String(maxInstallments));
  const { errors, check } = useFieldErrors();
  const { busy, error, call } = useAdminCall();
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { categoryId, maxInstallments: Number(value) };
    if (!check(categoryInstallmentsBody, body)) return;
    await call(`/api/admin/categories/installments`, body, { success: "common.saved" });
  }
  return (
    <form onSubmit={submit} noValidate className="mt-8 flex max-w-xl flex-col gap-4">
      <TextField
        label={t("categories.maxInstallments")}
        hint={t("categories.maxInstallmentsHint")}
        value={value}
        onChange={setValue}
        error={errors.maxInstallments}
        inputMode="numeric"
        maxLength={2}
      />
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {t("categories.saveInstallments")}
      </button>
    </form>
  );
}
