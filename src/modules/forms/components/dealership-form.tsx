"use client";
import { useTranslation } from "@/i18n/client";
import { provincesByName } from "@/lib/provinces";
import { submitDealershipForm } from "../actions";
import { ClarificationNotice } from "./clarification-notice";
import { FieldGroup, SelectField, TextAreaField, TextField } from "./fields";
import { FormShell } from "./form-shell";
import { PhoneInput } from "./phone-input";

/** Dealership application: the company with its tax office and number, city and experience, and a contact person. */
export function DealershipForm() {
  const { t } = useTranslation("forms");
  return (
    <FormShell form="dealership" action={submitDealershipForm} label={t("dealership.title")}>
      <FieldGroup legend={t("sections.company")}>
        <TextField
          name="company"
          label={t("fields.company")}
          autoComplete="organization"
          required
          maxLength={150}
          className="md:col-span-2"
        />
        <TextField name="taxOffice" label={t("fields.taxOffice")} required maxLength={100} />
        <TextField
          name="taxNumber"
          label={t("fields.taxNumber")}
          hint={t("fields.taxNumberHint")}
          inputMode="numeric"
          required
          maxLength={13}
        />
        <SelectField name="city" label={t("fields.city")} autoComplete="address-level1" required>
          <option value="">{t("fields.cityPlaceholder")}</option>
          {provincesByName.map((province) => (
            <option key={province}>{province}</option>
          ))}
        </SelectField>
        <TextField name="yearsInTrade" label={t("fields.yearsInTrade")} inputMode="numeric" required maxLength={3} />
      </FieldGroup>
      <FieldGroup legend={t("sections.contact")}>
        <TextField name="name" label={t("fields.contactName")} autoComplete="name" required maxLength={100} />
        <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" required maxLength={254} />
        <PhoneInput required />
        <TextAreaField name="message" label={t("fields.dealershipMessage")} maxLength={2000} className="md:col-span-2" />
      </FieldGroup>
      <ClarificationNotice />
    </FormShell>
  );
}
