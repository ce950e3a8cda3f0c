"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Popover } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon, UserIcon } from "@/modules/ui/icons";
import { signInHref } from "../lib/site-links";
import { AccountMenu } from "./account-menu";
import { useCustomer } from "./customer-provider";

/** Desktop header: the user menu for a signed-in customer, a sign-in link (back to this page) for a guest. */
export function AccountEntry() {
  const { t } = useTranslation("shell");
  const { customer } = useCustomer();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change (a menu link) closes the menu
  useEffect(() => setOpen(false), [pathname]);

  if (!customer) {
    return (
      <Link href={signInHref(pathname)} className="flex items-center gap-2 rounded px-3 py-2 font-semibold hover:bg-gray-100">
        <UserIcon className="size-6" />
        {t("account.signIn")}
      </Link>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="flex max-w-48 items-center gap-2 rounded px-3 py-2 font-semibold hover:bg-gray-100">
        <UserIcon className="size-6 shrink-0" />
        <span className="truncate">{customer.name}</span>
        <ChevronDownIcon className="size-4 shrink-0" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t("account.menu")}
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-md border bg-white shadow-lg"
        >
          <AccountMenu />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
