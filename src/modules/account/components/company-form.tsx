"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { postJson } from "@/modules/api/client";
import { type CompanyInput, companyBody } from "@/shared/account/company";
import type { QuoteCompany } from "@/shared/quotes";
import { buttonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";
import { FormStatus, TextField } from "./fields";

/** The customer's company (unvan, tax office, VKN with its check digit), or none to buy as a person. */
export function CompanyForm({ company }: { company: QuoteCompany | null }) {
  const { t } = useTranslation("account");
  const [isCompany, setIsCompany] = useState(company !== null);
  const fieldError = useFieldError();
  const { outcome, clear, succeed, failWith } = useOutcome();
  const { register, handleSubmit, formState } = useForm<CompanyInput>({
    resolver: zodResolver(companyBody),
    defaultValues: company ?? { tradeName: "", taxOffice: "", taxNumber: "" },
  });

  async function save(next: CompanyInput | null) {
    clear();
    try {
      await postJson("/api/account/save-company", { company: next });
      succeed(t(next ? "company.saved" : "company.removed"));
    } catch (error) {
      failWith(error);
    }
  }

  const saveCompany = handleSubmit((values) => save(values));
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    if (isCompany) return saveCompany(e);
    e.preventDefault();
    return save(null);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="company-title">
      <h2 id="company-title" className="text-lg font-semibold">
        {t("company.title")}
      </h2>
      <p className="text-sm text-gray-700">{t("company.intro")}</p>
      <FormStatus outcome={outcome} />
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={isCompany} onChange={(e) => setIsCompany(e.target.checked)} className="size-4" />
        {t("company.isCompany")}
      </label>
      {isCompany && (
        <>
          <TextField
            label={t("company.tradeName")}
            autoComplete="organization"
            required
            error={fieldError(formState.errors.tradeName)}
            {...register("tradeName")}
          />
          <TextField label={t("company.taxOffice")} required error={fieldError(formState.errors.taxOffice)} {...register("taxOffice")} />
          <TextField
            label={t("company.taxNumber")}
            inputMode="numeric"
            maxLength={10}
            required
            error={fieldError(formState.errors.taxNumber)}
            {...register("taxNumber")}
          />
        </>
      )}
      <button type="submit" className={buttonClass} disabled={formState.isSubmitting}>
        {t("company.save")}
      </button>
    </form>
  );
}
