"use client";
import { useTranslation } from "@/i18n/client";
import { preferredDateRange } from "@/shared/forms/technical-service";
import { submitTechnicalServiceForm } from "../actions";
import { ClarificationNotice } from "./clarification-notice";
import { FieldGroup, TextAreaField, TextField } from "./fields";
import { FormShell } from "./form-shell";
import { PhoneInput } from "./phone-input";

/** Technical service request: the machine and its fault, a preferred visit date, and how to reach the customer. */
export function TechnicalServiceForm() {
  const { t } = useTranslation("forms");
  const dates = preferredDateRange();
  return (
    <FormShell form="technicalService" action={submitTechnicalServiceForm} label={t("technicalService.title")}>
      <FieldGroup legend={t("sections.machine")}>
        <TextField name="machineModel" label={t("fields.machineModel")} required maxLength={120} />
        <TextField
          name="serialNumber"
          label={t("fields.serialNumber")}
          hint={t("fields.serialNumberHint")}
          required
          maxLength={40}
          autoCapitalize="characters"
        />
        <TextAreaField
          name="faultDescription"
          label={t("fields.faultDescription")}
          hint={t("fields.faultDescriptionHint")}
          required
          maxLength={5000}
          className="md:col-span-2"
        />
        <TextField name="preferredDate" type="date" label={t("fields.preferredDate")} min={dates.min} max={dates.max} />
      </FieldGroup>
      <FieldGroup legend={t("sections.contact")}>
        <TextField name="name" label={t("fields.name")} autoComplete="name" required maxLength={100} />
        <TextField name="company" label={t("fields.company")} autoComplete="organization" maxLength={150} />
        <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" required maxLength={254} />
        <PhoneInput required />
      </FieldGroup>
      <ClarificationNotice />
    </FormShell>
  );
}
