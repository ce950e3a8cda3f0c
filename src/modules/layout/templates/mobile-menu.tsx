import { t } from "@/i18n/server";
import { dotlessTitle } from "@/lib/turkish";
import { storeSettings } from "@/modules/content/data";
import { ChevronDownIcon, PhoneIcon } from "@/modules/ui/icons";
import Link from "@/modules/ui/link";
import { mainMenuItems, megaMenuSections, type NavNode } from "@/shared/content/navigation";
import { telHref, topBarLinks } from "../lib/site-links";

const row = "flex min-h-12 items-center justify-between border-b px-4 py-3";

/**
 * /mobile/menu: every main-menu group with its category links (native disclosure), then the corporate links. The
 * mega menu's picture tiles are left out: as plain text they read as near-copies of the links beside them, and so
 * is a corporate link the groups already list (the blog).
 */
export async function MobileMenu({ tree }: { tree: NavNode[] }) {
  const { phone } = await storeSettings();
  const groups = mainMenuItems(tree);
  const listed = new Set(groups.map((node) => node.href));
  const corporate = topBarLinks.filter((link) => !listed.has(link.href));
  return (
    <div className="mx-auto max-w-3xl pb-6">
      <h1 className="px-4 pt-6 pb-3 text-2xl font-bold">{t("shell:mobileMenu.title")}</h1>
      <section aria-labelledby="mobile-menu-categories">
        <h2 id="mobile-menu-categories" className="bg-gray-100 px-4 py-2 text-sm font-bold text-gray-700">
          {t("shell:mobileMenu.categories")}
        </h2>
        <ul>
          {groups.map((node) => {
            const children = megaMenuSections(node).columns;
            const name = dotlessTitle(node.name);
            if (children.length === 0) {
              return (
                <li key={node.id}>
                  <Link href={node.href} className={`${row} font-semibold`}>
                    {name}
                  </Link>
                </li>
              );
            }
            return (
              <li key={node.id}>
                <details className="group">
                  <summary className={`${row} cursor-pointer list-none font-semibold [&::-webkit-details-marker]:hidden`}>
                    {name}
                    <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="bg-gray-50">
                    <li>
                      <Link href={node.href} className={`${row} pl-8 font-semibold text-primary-700`}>
                        {t("shell:mobileMenu.seeAll")}
                      </Link>
                    </li>
                    {children.map((child) => (
                      <li key={child.id}>
                        <Link href={child.href} className={`${row} pl-8`}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="mobile-menu-corporate" className="mt-6">
        <h2 id="mobile-menu-corporate" className="bg-gray-100 px-4 py-2 text-sm font-bold text-gray-700">
          {t("shell:mobileMenu.corporate")}
        </h2>
        <ul>
          {corporate.map((link) => (
            <li key={link.key}>
              <Link href={link.href} className={row}>
                {t(`shell:links.${link.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <a href={telHref(phone)} className={`${row} justify-start gap-2`}>
              <PhoneIcon />
              {t("shell:mobileMenu.callUs")}: {phone}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
