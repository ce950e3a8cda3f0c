"use client";
import { useTranslation } from "@/i18n/client";
import { SignOutButton } from "@/modules/account/components/sign-out-button";
import Link from "@/modules/ui/link";
import { accountLinks } from "../lib/site-links";
import { useCustomer } from "./customer-provider";

/** The signed-in customer's name, e-mail, account pages and Sign Out (user menu and /mobile/my-account). */
export function AccountMenu({ headingLevel = "p" }: { headingLevel?: "p" | "h2" }) {
  const { t } = useTranslation("shell");
  const { customer } = useCustomer();
  if (!customer) return null;
  const Name = headingLevel;
  return (
    <div>
      <div className="border-b px-4 py-3">
        <Name className="font-semibold text-gray-900">{customer.name}</Name>
        <p className="truncate text-sm text-gray-600">{customer.email}</p>
      </div>
      <ul className="py-1">
        {accountLinks.map((link) => (
          <li key={link.key}>
            <Link href={link.href} className="block px-4 py-2 hover:bg-gray-100 focus-visible:bg-gray-100">
              {t(`account.${link.key}`)}
            </Link>
          </li>
        ))}
        <li className="border-t">
          <SignOutButton className="block w-full px-4 py-2 text-left text-danger hover:bg-gray-100" />
        </li>
      </ul>
    </div>
  );
}
