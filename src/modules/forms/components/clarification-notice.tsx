"use client";
import { useTranslation } from "@/i18n/client";
import { Trans } from "@/i18n/trans";
import { KVKK_NOTICE_PATH } from "@/modules/account/paths";

/**
 * The KVKK clarification text every form shows: under KVKK it is made known to the sender (acknowledged by
 * sending), not consented to, so there is no box to tick. It opens in a new tab so the form keeps its input.
 */
export function ClarificationNotice() {
  const { t } = useTranslation("forms");
  return (
    <p className="text-sm text-gray-700">
      <Trans
        t={t}
        i18nKey="clarificationNotice"
        components={{
          policy: (
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
            <a href={KVKK_NOTICE_PATH} target="_blank" rel="noopener" className="text-primary-700 underline hover:text-primary-800" />
          ),
          hint: <span className="sr-only" />,
        }}
      />
    </p>
  );
}
