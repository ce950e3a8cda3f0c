"use client";
import { type Control, Controller, type FieldPath } from "react-hook-form";
import { defaultCountry, phoneDigits, toPhoneValue } from "@/lib/phone";
import { PhoneField } from "@/modules/ui/phone-field";
import type { InformationBody, InformationFormInput } from "@/shared/cart/checkout-input";

type Props = {
  control: Control<InformationFormInput, unknown, InformationBody>;
  name: FieldPath<InformationFormInput>;
  label: string;
  error?: string;
};

const turkey = [defaultCountry];

/**
 * The shop's masked phone field, "+90 (###) ###-##-##", on a checkout address. Delivery takes Turkish mobile numbers,
 * so Türkiye is the only country; the form keeps the national digits, which the checkout body reads.
 */
export function CheckoutPhoneField({ control, name, label, error }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneField
          label={label}
          required
          name={field.name}
          countries={turkey}
          value={toPhoneValue({
            countryCode: defaultCountry.code,
            code: defaultCountry.phoneCode,
            number: phoneDigits(typeof field.value === "string" ? field.value : ""),
          })}
          onChange={(value) => field.onChange(value?.number ?? "")}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
