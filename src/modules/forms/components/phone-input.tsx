"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { countries, defaultCountry, type PhoneValue, toPhoneValue } from "@/lib/phone";
import { PhoneField } from "@/modules/ui/phone-field";
import { readPhone } from "@/shared/forms/fields";
import { useFormField } from "./form-context";

/** The field's value from what a previous submission sent ("+49 (151) 234-56-78" or, without JavaScript, "0532 12"). */
function initialValue(sent: string | undefined): PhoneValue | undefined {
  if (!sent) return undefined;
  const { code, digits } = readPhone(sent);
  const country = countries.find((c) => c.phoneCode === code) ?? defaultCountry;
  return toPhoneValue({ countryCode: country.code, code, number: digits });
}

/**
 * The forms' phone: the shop's masked phone field, posting its text as `phone`. The text starts with
 * the dial code, so the server knows the country; without JavaScript it is a plain input whose text the same
 * rules read (src/shared/forms/fields.ts). `initial` fills a fresh form (a signed-in customer's own number).
 */
export function PhoneInput({ required, initial }: { required?: boolean; initial?: PhoneValue }) {
  const { t } = useTranslation("forms");
  const field = useFormField("phone");
  const [value, setValue] = useState(() => initialValue(field.defaultValue) ?? initial);
  // Its label floats inside the box, so in a row of labelled fields the box goes to the bottom, in line with theirs.
  return (
    <div className="flex flex-col justify-end">
      <PhoneField name="phone" label={t("fields.phone")} required={required} value={value} onChange={setValue} error={field.error} />
    </div>
  );
}
