import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { storeSettings } from "@/modules/content/data";
import { CopyIbanButton } from "./copy-iban-button";

/** The shop's bank accounts (store settings), each IBAN with a copy button (which brings its texts). */
export async function BankAccounts() {
  const { bankAccounts } = await storeSettings();
  return (
    <section aria-labelledby="bank-accounts" className="mt-8">
      <h2 id="bank-accounts" className="text-xl font-bold">
        {t("content:bank.heading")}
      </h2>
      <Translations namespaces={["content:bank"]}>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {bankAccounts.map((account) => (
            <li key={account.iban} className="rounded border border-gray-200 p-4">
              <h3 className="text-lg font-semibold">{account.bank}</h3>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-gray-700">{t("content:bank.branch")}</dt>
                <dd>{account.branch}</dd>
                <dt className="text-gray-700">{t("content:bank.accountName")}</dt>
                <dd>{account.accountName}</dd>
                <dt className="text-gray-700">{t("content:bank.currency")}</dt>
                <dd>{account.currency}</dd>
                <dt className="text-gray-700">{t("content:bank.iban")}</dt>
                <dd className="font-mono break-all select-all">{account.iban}</dd>
              </dl>
              <CopyIbanButton iban={account.iban} bank={account.bank} />
            </li>
          ))}
        </ul>
      </Translations>
    </section>
  );
}
