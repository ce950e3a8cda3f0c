"use client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StoreSettings } from "@/server/services/store-settings";
import { fieldClass, labelClass, panelClass, primaryButton, secondaryButton } from "../styles";
import { FormError } from "./form-error";
import { useAdminAction } from "./use-admin-action";

type Account = StoreSettings["bankAccounts"][number];
const accountFields = ["bank", "branch", "accountName", "iban", "currency"] as const;
const socialFields = ["facebook", "instagram", "youtube", "linkedin"] as const;

/** Contact details, social links and bank accounts; the server validates the whole set (IBAN format, URLs). */
export function StoreSettingsForm({ initial }: { initial: StoreSettings }) {
  const { t } = useTranslation("admin-settings");
  const action = useAdminAction();
  const [settings, setSettings] = useState(initial);
  const setAccount = (index: number, change: Partial<Account>) =>
    setSettings({ ...settings, bankAccounts: settings.bankAccounts.map((a, i) => (i === index ? { ...a, ...change } : a)) });

  return (
    <form
      className="flex max-w-3xl flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        void action.run("/api/admin/settings/store/save", { settings }, t("admin:common.saved"));
      }}
    >
      <fieldset className={`flex flex-col gap-4 ${panelClass}`}>
        <legend className="px-1 font-semibold">{t("store.contactTitle")}</legend>
        <label className={labelClass}>
          {t("store.phone")}
          <input
            type="tel"
            value={settings.phone}
            onChange={(e) => setSettings({ ...settings, phone: e.target.value })}
            required
            minLength={7}
            className={fieldClass}
          />
        </label>
        <label className={labelClass}>
          {t("store.address")}
          <textarea
            value={settings.address}
            onChange={(e) => setSettings({ ...settings, address: e.target.value })}
            required
            rows={2}
            className={fieldClass}
          />
        </label>
      </fieldset>
      <fieldset className={`grid gap-4 sm:grid-cols-2 ${panelClass}`}>
        <legend className="px-1 font-semibold">{t("store.socialTitle")}</legend>
        {socialFields.map((key) => (
          <label key={key} className={labelClass}>
            {t(`store.social.${key}`)}
            <input
              type="url"
              value={settings.social[key]}
              onChange={(e) => setSettings({ ...settings, social: { ...settings.social, [key]: e.target.value } })}
              required
              className={fieldClass}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className={`flex flex-col gap-4 ${panelClass}`}>
        <legend className="px-1 font-semibold">{t("store.banksTitle")}</legend>
        {settings.bankAccounts.map((account, index) => (
          <fieldset
            key={`${index}-${settings.bankAccounts.length}`}
            className="grid gap-3 rounded border border-neutral-200 p-3 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm">{t("store.account", { n: index + 1 })}</legend>
            {accountFields.map((field) => (
              <label key={field} className={labelClass}>
                {t(`store.${field}`)}
                <input
                  value={account[field]}
                  onChange={(e) => setAccount(index, { [field]: e.target.value })}
                  required
                  className={fieldClass}
                />
              </label>
            ))}
            <button
              type="button"
              onClick={() => setSettings({ ...settings, bankAccounts: settings.bankAccounts.filter((_, i) => i !== index) })}
              className={`self-end justify-self-start ${secondaryButton}`}
            >
              {t("store.removeAccount")}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          onClick={() =>
            setSettings({
              ...settings,
              bankAccounts: [...settings.bankAccounts, { bank: "", branch: "", accountName: "", iban: "TR", currency: "TL" }],
            })
          }
          className={`self-start ${secondaryButton}`}
        >
          {t("store.addAccount")}
        </button>
      </fieldset>
      <FormError message={action.error} />
      <button type="submit" disabled={action.busy} className={`self-start ${primaryButton}`}>
        {t("admin:common.save")}
      </button>
    </form>
  );
}
