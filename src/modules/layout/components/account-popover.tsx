"use client";
import { usePathname } from "next/navigation";
import { Popover } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { ChevronDownIcon, UserIcon } from "@/modules/ui/icons";
import { AccountMenu } from "./account-menu";

/** The desktop header's user menu for a signed-in customer: their name opens the account links. */
export function AccountPopover({ name }: { name: string }) {
  const { t } = useTranslation("shell");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change (a menu link) closes the menu
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="flex max-w-48 items-center gap-2 rounded px-3 py-2 font-semibold hover:bg-gray-100">
        <UserIcon className="size-6 shrink-0" />
        <span className="truncate">{name}</span>
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
