import Link from "next/link";
import { t } from "@/i18n/server";
import { PhoneIcon } from "@/modules/ui/icons";
import { storeSettings } from "@/server/content/store-settings";
import { telHref, topBarLinks } from "../lib/site-links";

/** Desktop top bar: corporate and help links, and the shop's phone number (store settings). */
export async function TopBar() {
  const { phone } = await storeSettings();
  return (
    <div className="h-topbar bg-gray-900 text-sm text-gray-100">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4">
        <nav aria-label={t("shell:topBar.label")}>
          <ul className="flex gap-6">
            {topBarLinks.map((link) => (
              <li key={link.key}>
                <Link href={link.href} className="hover:text-white hover:underline">
                  {t(`shell:links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <a href={telHref(phone)} className="flex items-center gap-2 hover:text-white hover:underline">
          <PhoneIcon className="size-4" />
          <span className="sr-only">{t("shell:topBar.phone")}</span>
          {phone}
        </a>
      </div>
    </div>
  );
}
