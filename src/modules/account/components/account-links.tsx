"use client";
import { usePathname } from "next/navigation";
import { useTranslation } from "@/i18n/client";
import { accountLinks } from "@/modules/layout/lib/site-links";
import Link from "@/modules/ui/link";
import { SignOutButton } from "./sign-out-button";

const itemClass = "block w-full rounded px-3 py-2.5 text-left text-gray-800 hover:bg-primary-50 hover:text-primary-800";

/** The account layout's aside: every account page (the current one marked) and Sign Out. */
export function AccountLinks() {
  const { t } = useTranslation("account");
  const pathname = usePathname();
  return (
    <nav aria-label={t("shell:account.menu")} className="w-full">
      <ul className="divide-y divide-gray-100 rounded border border-gray-200 bg-white">
        {accountLinks.map((page) => {
          const current = pathname === page.href || pathname.startsWith(`${page.href}/`);
          return (
            <li key={page.href}>
              <Link
                href={page.href}
                aria-current={current ? "page" : undefined}
                className={`${itemClass} ${current ? "bg-primary-50 font-semibold text-primary-800" : ""}`}
              >
                {t(`shell:account.${page.key}`)}
              </Link>
            </li>
          );
        })}
        <li>
          <SignOutButton className={`${itemClass} text-danger`} />
        </li>
      </ul>
    </nav>
  );
}
