"use client";
import { useTranslation } from "@/i18n/client";
import { PhoneIcon } from "@/modules/ui/icons";
import Link from "@/modules/ui/link";
import { telHref, topBarLinks } from "../lib/site-links";

/**
 * Desktop top bar: corporate and help links, and the shop's phone number (store settings, read by the header).
 * A client component fed the one number, so the page's payload carries that instead of the bar's markup.
 */
export function TopBar({ phone }: { phone: string }) {
  const { t } = useTranslation("shell");
  return (
    <div className="h-topbar bg-gray-900 text-sm text-gray-100">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4">
        <nav aria-label={t("topBar.label")}>
          <ul className="flex gap-6">
            {topBarLinks.map((link) => (
              <li key={link.key}>
                <Link href={link.href} className="link-on-dark">
                  {t(`links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <a href={telHref(phone)} className="flex items-center gap-2 hover:text-white hover:underline">
          <PhoneIcon className="size-4" />
          <span className="sr-only">{t("topBar.phone")}</span>
          {phone}
        </a>
      </div>
    </div>
  );
}
