"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { interfaceLocale } from "@/i18n/settings";
import { errorMessage } from "@/modules/api/client";
import type { ContractDocuments } from "@/shared/social/types";
import { socialApi } from "../api";

/**
 * The membership terms and (for reviews) the comment posting criteria, fetched the first time the reader
 * opens them.
 */
export function ContractTexts({ withCriteria = true }: { withCriteria?: boolean }) {
  const { t } = useTranslation("social");
  const [documents, setDocuments] = useState<ContractDocuments | null>(null);
  const [error, setError] = useState("");

  async function load(open: boolean) {
    if (!open || documents) return;
    try {
      setDocuments(await socialApi.contractDocuments(interfaceLocale));
      setError("");
    } catch (failure) {
      setError(errorMessage(failure) || t("errors.generic"));
    }
  }

  return (
    <details onToggle={(event) => void load(event.currentTarget.open)} className="text-sm">
      <summary className="cursor-pointer font-semibold text-primary-800 underline underline-offset-4">
        {t(withCriteria ? "review.readAgreement" : "review.readMembershipTerms")}
      </summary>
      <div className="mt-2 space-y-4 rounded border border-gray-200 bg-gray-50 p-3 text-gray-800">
        {error && <p role="alert">{error}</p>}
        {!documents && !error && <p>{t("review.loadingAgreement")}</p>}
        {documents && (
          <>
            <section>
              <h3 className="mb-1 font-semibold">{t("review.membershipTerms")}</h3>
              <p className="whitespace-pre-line">{documents.termsOfMembershipText}</p>
            </section>
            {withCriteria && (
              <section>
                <h3 className="mb-1 font-semibold">{t("review.postingCriteria")}</h3>
                <p className="whitespace-pre-line">{documents.commentPostingCriteriaText}</p>
              </section>
            )}
          </>
        )}
      </div>
    </details>
  );
}
