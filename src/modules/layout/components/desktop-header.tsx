import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { CartButton } from "@/modules/cart/components/cart-button";
import { storeSettings } from "@/modules/content/data";
import { SearchEntry } from "@/modules/search/components/search-entry";
import Link from "@/modules/ui/link";
import { hasPanel, megaMenuLinks, type NavNode } from "@/shared/content/navigation";
import { QUOTE_PATH } from "../lib/site-links";
import { AccountEntry } from "./account-entry";
import { Logo } from "./logo";
import { MegaMenu } from "./mega-menu";
import { TopBar } from "./top-bar";

/** Desktop chrome (1024 px and up): top bar, header row, and the navigation bar with the mega menu. */
export async function DesktopHeader({ tree }: { tree: NavNode[] }) {
  const { phone } = await storeSettings();
  const items = megaMenuLinks(tree).map((node) => ({
    id: node.id,
    name: node.name,
    href: node.href,
    hasPanel: hasPanel(node),
  }));
  return (
    <>
      <TopBar phone={phone} />
      <div className="mx-auto flex h-header max-w-7xl items-center gap-6 px-4">
        <Link href="/" aria-label={t("shell:header.home", { brand: storeConfig.brand })} className="shrink-0">
          <Logo brand={storeConfig.brand} />
        </Link>
        <div className="flex flex-1 justify-center">
          <SearchEntry />
        </div>
        <AccountEntry />
        <CartButton />
        <Link href={QUOTE_PATH} className="shrink-0 rounded bg-primary-700 px-5 py-2.5 font-bold text-white hover:bg-primary-800">
          {t("shell:header.getQuote")}
        </Link>
      </div>
      <div className="relative border-y">
        <div className="mx-auto max-w-7xl px-4">
          <MegaMenu items={items} />
        </div>
      </div>
    </>
  );
}
