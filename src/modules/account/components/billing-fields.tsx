"use client";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { billingTypes } from "@/lib/postal-address";
import type { AddressForm, AddressFormInput } from "@/shared/account/address";
import { useFieldError } from "../use-field-error";
import { TextField } from "./fields";

/** Individual invoice: T.C. Kimlik No. Corporate invoice: company, tax office and tax number. */
export function BillingFields({ form }: { form: UseFormReturn<AddressFormInput, unknown, AddressForm> }) {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const { register, watch, formState } = form;
  const { errors } = formState;
  const type = watch("billingType");
  return (
    <fieldset className="space-y-4 rounded border border-gray-200 p-4">
      <legend className="px-1 font-semibold">{t("addressForm.billing")}</legend>
      <div role="radiogroup" aria-label={t("addressForm.billingType")} className="flex flex-wrap gap-6">
        {billingTypes.map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" value={value} className="size-4 accent-primary-700" {...register("billingType")} />
            {t(`addressForm.${value}`)}
          </label>
        ))}
      </div>
      {type === "individual" ? (
        <TextField
          label={t("addressForm.tcKimlikNo")}
          inputMode="numeric"
          maxLength={11}
          required
          error={fieldError(errors.tcKimlikNo)}
          {...register("tcKimlikNo")}
        />
      ) : (
        <>
          <TextField
            label={t("addressForm.companyName")}
            autoComplete="organization"
            required
            error={fieldError(errors.companyName)}
            {...register("companyName")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("addressForm.taxOffice")} required error={fieldError(errors.taxOffice)} {...register("taxOffice")} />
            <TextField
              label={t("addressForm.taxNumber")}
              inputMode="numeric"
              maxLength={11}
              required
              hint={t("addressForm.taxNumberHint")}
              error={fieldError(errors.taxNumber)}
              {...register("taxNumber")}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
