"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { CheckboxField, FormError, primaryButton, secondaryButton, TextField } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

/** A new synonym: the words, what they also search, and whether the other way round too. */
export function SynonymAdd() {
  const { t } = useTranslation("admin-search");
  const { busy, error, call } = useAdminCall();
  const empty = { terms: "", synonym: "", twoWay: true };
  const [values, setValues] = useState(empty);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (await call("/api/admin/search/synonyms/save", values, { success: "admin-search:synonyms.saved" })) setValues(empty);
      }}
    >
      <fieldset className="mt-4 flex flex-wrap items-end gap-3 rounded border border-neutral-300 border-dashed p-3">
        <legend className="px-1 font-medium">{t("synonyms.new")}</legend>
        <TextField label={t("synonyms.terms")} value={values.terms} onChange={(terms) => setValues({ ...values, terms })} maxLength={60} />
        <TextField
          label={t("synonyms.synonym")}
          value={values.synonym}
          onChange={(synonym) => setValues({ ...values, synonym })}
          maxLength={60}
        />
        <CheckboxField label={t("synonyms.twoWay")} checked={values.twoWay} onChange={(twoWay) => setValues({ ...values, twoWay })} />
        <button type="submit" disabled={busy} className={primaryButton}>
          {t("synonyms.add")}
        </button>
        <FormError message={error} />
      </fieldset>
    </form>
  );
}

/** A product put first for a query, by the product's code. */
export function PinAdd() {
  const { t } = useTranslation("admin-search");
  const { busy, error, call } = useAdminCall();
  const empty = { query: "", productCode: "" };
  const [values, setValues] = useState(empty);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (await call("/api/admin/search/pins/save", values, { success: "admin-search:pins.saved" })) setValues(empty);
      }}
    >
      <fieldset className="mt-4 flex flex-wrap items-end gap-3 rounded border border-neutral-300 border-dashed p-3">
        <legend className="px-1 font-medium">{t("pins.new")}</legend>
        <TextField label={t("pins.query")} value={values.query} onChange={(query) => setValues({ ...values, query })} maxLength={60} />
        <TextField
          label={t("pins.productCode")}
          value={values.productCode}
          onChange={(productCode) => setValues({ ...values, productCode })}
          maxLength={60}
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {t("pins.add")}
        </button>
        <FormError message={error} />
      </fieldset>
    </form>
  );
}

/** Deletes one synonym or pin; `label` names it for screen readers. */
export function SearchRuleDelete({ kind, id, label }: { kind: "synonyms" | "pins"; id: number; label: string }) {
  const { t } = useTranslation("admin-search");
  const { busy, call } = useAdminCall({ toastErrors: true });
  const body = kind === "synonyms" ? { synonymId: id } : { pinId: id };
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={t("delete", { label })}
      onClick={() => call(`/api/admin/search/${kind}/delete`, body, { success: `admin-search:${kind}.deleted` })}
      className={secondaryButton}
    >
      {t("deleteShort")}
    </button>
  );
}
