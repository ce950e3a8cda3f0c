"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, SelectField, secondaryButton, TextArea, TextField } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { panelClass } from "@/modules/admin/styles";
import { boundsText, PaymentRulesFields, type Section, withBounds } from "@/modules/content/manage/payment-rules-fields";
import { type InvoiceMoment, invoiceMoments, type StoreSettings } from "@/shared/content/store-settings";

type Account = StoreSettings["bankAccounts"][number];
const accountFields = ["bank", "branch", "accountName", "iban", "currency"] as const;
const socialFields = ["facebook", "instagram", "youtube", "linkedin"] as const;
const newAccount: Account = { bank: "", branch: "", accountName: "", iban: "TR", currency: "TL" };

export type { Section };

/**
 * Contact details, social links, bank accounts, the payment methods' rules and when invoices are issued; the server
 * validates the whole set (IBAN format, URLs, amounts).
 */
export function StoreSettingsForm({ initial, sections }: { initial: StoreSettings; sections: Section[] }) {
  const { t } = useTranslation("admin-settings");
  const { busy, error, call } = useAdminCall();
  const [settings, setSettings] = useState(initial);
  const [bounds, setBounds] = useState(() => boundsText(initial.paymentRules));
  const [boundsError, setBoundsError] = useState("");
  const accounts = settings.bankAccounts;
  const setAccounts = (bankAccounts: Account[]) => setSettings({ ...settings, bankAccounts });

  return (
    <form
      className="flex max-w-3xl flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        const paymentRules = withBounds(settings.paymentRules, bounds);
        setBoundsError(paymentRules ? "" : t("errors.paymentAmount"));
        if (paymentRules)
          void call("/api/admin/settings/store/save", { settings: { ...settings, paymentRules } }, { success: "admin:common.saved" });
      }}
    >
      <fieldset className={`flex flex-col gap-4 ${panelClass}`}>
        <legend className="px-1 font-semibold">{t("store.contactTitle")}</legend>
        <TextField label={t("store.phone")} type="tel" value={settings.phone} onChange={(phone) => setSettings({ ...settings, phone })} />
        <TextArea
          label={t("store.address")}
          value={settings.address}
          onChange={(address) => setSettings({ ...settings, address })}
          rows={2}
        />
      </fieldset>
      <fieldset className={`grid gap-4 sm:grid-cols-2 ${panelClass}`}>
        <legend className="px-1 font-semibold">{t("store.socialTitle")}</legend>
        {socialFields.map((key) => (
          <TextField
            key={key}
            label={t(`store.social.${key}`)}
            type="url"
            value={settings.social[key]}
            onChange={(url) => setSettings({ ...settings, social: { ...settings.social, [key]: url } })}
          />
        ))}
      </fieldset>
      <fieldset className={`flex flex-col gap-4 ${panelClass}`}>
        <legend className="px-1 font-semibold">{t("store.banksTitle")}</legend>
        {accounts.map((account, index) => (
          // Accounts have no id of their own: the position is their identity while editing.
          <fieldset key={index} className="grid gap-3 rounded border border-neutral-200 p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm">{t("store.account", { n: index + 1 })}</legend>
            {accountFields.map((field) => (
              <TextField
                key={field}
                label={t(`store.${field}`)}
                value={account[field]}
                onChange={(value) => setAccounts(accounts.map((a, i) => (i === index ? { ...a, [field]: value } : a)))}
              />
            ))}
            <button
              type="button"
              onClick={() => setAccounts(accounts.filter((_, i) => i !== index))}
              className={`self-end justify-self-start ${secondaryButton}`}
            >
              {t("store.removeAccount")}
            </button>
          </fieldset>
        ))}
        <button type="button" onClick={() => setAccounts([...accounts, newAccount])} className={`self-start ${secondaryButton}`}>
          {t("store.addAccount")}
        </button>
      </fieldset>
      <PaymentRulesFields
        rules={settings.paymentRules}
        text={bounds}
        sections={sections}
        onRules={(paymentRules) => setSettings({ ...settings, paymentRules })}
        onText={setBounds}
      />
      <fieldset className={`flex flex-col gap-4 ${panelClass}`}>
        <legend className="px-1 font-semibold">{t("store.invoiceTitle")}</legend>
        <SelectField
          label={t("store.invoiceMoment")}
          hint={t("store.invoiceHint")}
          value={settings.invoiceMoment}
          onChange={(moment) => setSettings({ ...settings, invoiceMoment: moment as InvoiceMoment })}
          options={invoiceMoments.map((m) => ({ value: m, label: t(`store.invoiceMoments.${m}`) }))}
        />
      </fieldset>
      <FormError message={boundsError || error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {t("admin:common.save")}
      </button>
    </form>
  );
}
