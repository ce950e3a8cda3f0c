"use client";
import { type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue, useWatch } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { DistrictField } from "@/modules/account/components/district-field";
import { ProvinceField } from "@/modules/account/components/province-field";
import type { InformationBody, InformationFormInput } from "@/shared/cart/checkout-input";
import { CheckoutPhoneField } from "./checkout-phone-field";
import { FormField, fieldErrorText } from "./form-field";

type Prefix = "shippingAddress" | "billingAddress";
type Props = {
  prefix: Prefix;
  /** Whether this address is also the invoice's, so its invoice kind and details are asked. */
  invoice?: boolean;
  register: UseFormRegister<InformationFormInput>;
  setValue: UseFormSetValue<InformationFormInput>;
  control: Control<InformationFormInput, unknown, InformationBody>;
  errors: FieldErrors<InformationFormInput>;
};

/** The fields of one postal address, with individual or corporate billing details when it is the invoice's address. */
export function AddressFields({ prefix, invoice = true, register, setValue, control, errors }: Props) {
  const { t } = useTranslation("cart");
  const fieldErrors = errors[prefix] as Record<string, { message?: string } | undefined> | undefined;
  const error = (name: string) => fieldErrors?.[name]?.message;
  const errorText = (name: string) => {
    const key = error(name);
    return key ? fieldErrorText(t, key) : undefined;
  };
  const billingType = useWatch({ control, name: `${prefix}.billingType` }) ?? "individual";
  const city = useWatch({ control, name: `${prefix}.city` }) ?? "";
  const field = (name: string) => ({
    ...register(`${prefix}.${name}` as `${Prefix}.fullName`),
    error: error(name),
    label: t(`form.${name}`),
    required: true,
  });

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField {...field("fullName")} autoComplete="name" />
      <CheckoutPhoneField control={control} name={`${prefix}.phone`} label={t("form.phone")} error={errorText("phone")} />
      <ProvinceField
        label={t("form.city")}
        error={errorText("city")}
        {...register(`${prefix}.city`, { onChange: () => setValue(`${prefix}.district`, "") })}
      />
      <DistrictField label={t("form.district")} province={city} error={errorText("district")} {...register(`${prefix}.district`)} />
      <FormField {...field("neighbourhood")} autoComplete="address-level3" />
      <FormField {...field("postcode")} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      <FormField {...field("line")} autoComplete="street-address" multiline className="sm:col-span-2" />
      {invoice ? <InvoiceFields billingType={billingType} field={field} register={register} prefix={prefix} /> : null}
    </div>
  );
}

type InvoiceProps = {
  billingType: string;
  field: (name: string) => ReturnType<UseFormRegister<InformationFormInput>> & { error?: string; label: string; required: boolean };
  register: UseFormRegister<InformationFormInput>;
  prefix: Prefix;
};

function InvoiceFields({ billingType, field, register, prefix }: InvoiceProps) {
  const { t } = useTranslation("cart");
  return (
    <>
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">{t("form.billingType")}</legend>
        <div className="flex gap-4">
          {(["individual", "corporate"] as const).map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input type="radio" value={type} {...register(`${prefix}.billingType`)} />
              {t(`form.billingTypes.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {billingType === "corporate" ? (
        <>
          <FormField {...field("companyName")} autoComplete="organization" className="sm:col-span-2" />
          <FormField {...field("taxOffice")} />
          <FormField {...field("taxNumber")} inputMode="numeric" maxLength={11} hint={t("account:addressForm.taxNumberHint")} />
        </>
      ) : (
        <FormField {...field("tcKimlikNo")} inputMode="numeric" maxLength={11} hint={t("form.tcKimlikNoHint")} />
      )}
    </>
  );
}
