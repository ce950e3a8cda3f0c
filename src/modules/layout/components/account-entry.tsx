"use client";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useTranslation } from "@/i18n/client";
import { UserIcon } from "@/modules/ui/icons";
import Link from "@/modules/ui/link";
import { signInHref } from "../lib/site-links";
import { useCustomer } from "./customer-provider";

// Signed-in customers only: guests' pages never load the popover (Radix's popper).
const AccountPopover = dynamic(() => import("./account-popover").then((m) => m.AccountPopover));

/** Desktop header: the user menu for a signed-in customer, a sign-in link (back to this page) for a guest. */
export function AccountEntry() {
  const { t } = useTranslation("shell");
  const { customer } = useCustomer();
  const pathname = usePathname();

  if (!customer) {
    return (
      <Link href={signInHref(pathname)} className="flex items-center gap-2 rounded px-3 py-2 font-semibold hover:bg-gray-100">
        <UserIcon className="size-6" />
        {t("account.signIn")}
      </Link>
    );
  }
  return <AccountPopover name={customer.name} />;
}
