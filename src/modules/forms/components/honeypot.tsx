"use client";
import { useTranslation } from "@/i18n/client";
import { HONEYPOT_FIELD } from "@/shared/forms/fields";

/**
 * A field people never see, reach by keyboard or hear, and so leave empty; form-filling robots fill it in.
 * Kept off-screen rather than display:none, which many robots skip.
 */
export function Honeypot() {
  const { t } = useTranslation("forms");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>{t("honeypot")}</label>
      <input id={`${HONEYPOT_FIELD}-field`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
