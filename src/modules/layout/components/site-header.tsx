import { storeConfig } from "@/config/store";
import { MobileSearchBox } from "@/modules/search/components/mobile-search-box";
import { mainMenuItems, type NavNode } from "@/shared/content/navigation";
import { DesktopHeader } from "./desktop-header";
import { MobileHeader } from "./mobile-header";

/** Both chromes are rendered; CSS shows the desktop one from 1024 px and the mobile one below (no UA sniffing). */
export function SiteHeader({ tree }: { tree: NavNode[] }) {
  const slider = mainMenuItems(tree).map(({ id, name, slug, href }) => ({ id, name, slug, href }));
  return (
    <>
      <header className="hidden lg:block">
        <DesktopHeader tree={tree} />
      </header>
      <MobileHeader
        brand={storeConfig.brand}
        titleTemplate={storeConfig.titleTemplate}
        items={slider}
        searchBox={<MobileSearchBox trigger="box" />}
        searchButton={<MobileSearchBox trigger="icon" />}
      />
    </>
  );
}
