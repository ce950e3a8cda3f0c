"use client";
import { Trans, useTranslation } from "react-i18next";
import { CheckboxField } from "./fields";

export const CLARIFICATION_PATH = "/yasal/aydinlatma-metni";

/** KVKK consent, required by every form; the clarification text opens in a new tab so the form keeps its input. */
export function ConsentField() {
  const { t } = useTranslation("forms");
  return (
    <CheckboxField
      name="consent"
      required
      label={
        <Trans
          t={t}
          i18nKey="consent"
          components={{
            policy: (
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
              <a href={CLARIFICATION_PATH} target="_blank" rel="noopener" className="text-primary-700 underline hover:text-primary-800" />
            ),
            hint: <span className="sr-only" />,
          }}
        />
      }
    />
  );
}
