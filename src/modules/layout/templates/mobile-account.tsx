"use client";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";
import { AccountMenu } from "../components/account-menu";
import { useCustomer } from "../components/customer-provider";
import { signInHref } from "../lib/site-links";

/** /mobile/my-account: the account menu for a customer, a way to sign in for a guest. */
export function MobileAccount() {
  const { t } = useTranslation("shell");
  const { customer } = useCustomer();
  return (
    <div className="mx-auto max-w-3xl py-6">
      <h1 className="px-4 pb-3 text-2xl font-bold">{t("myAccount.title")}</h1>
      {customer ? (
        <AccountMenu headingLevel="h2" />
      ) : (
        <div className="px-4">
          <p className="text-gray-700">{t("myAccount.guestText")}</p>
          <Link
            href={signInHref("/mobile/my-account")}
            className="mt-4 inline-block rounded bg-primary-700 px-5 py-2.5 font-semibold text-white"
          >
            {t("myAccount.signIn")}
          </Link>
        </div>
      )}
    </div>
  );
}
