"use client";
import { usePathname, useRouter } from "next/navigation";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { ChevronLeftIcon, MenuIcon } from "@/modules/ui/icons";
import Link from "@/modules/ui/link";
import { mobileHeaderMode, pageTitleFrom } from "../lib/mobile-routes";
import { Logo } from "./logo";
import { MobileNavSlider, type SliderItem } from "./mobile-nav-slider";

/** searchBox heads the home page's header, searchButton an inner page's: both open the search overlay. */
type Props = { brand: string; titleTemplate: string; items: SliderItem[]; searchBox: ReactNode; searchButton: ReactNode };

const iconButton = "flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100";

/** The page's own title, read from the document (kept in sync as client navigation updates it). */
function usePageTitle(titleTemplate: string) {
  const pathname = usePathname();
  const [title, setTitle] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title changes with the path
  useEffect(() => {
    const read = () => setTitle(pageTitleFrom(document.title, titleTemplate));
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, titleTemplate]);
  return title;
}

/**
 * Mobile header (under 1024 px). Scroll mode on the home page and top-level main-menu pages (logo, menu
 * link, read-only search box, navigation slider; it scrolls away with the page); inner-page mode elsewhere
 * (back, title, search; it stays on top).
 */
export function MobileHeader({ brand, titleTemplate, items, searchBox, searchButton }: Props) {
  const { t } = useTranslation("shell");
  const pathname = usePathname();
  const router = useRouter();
  const title = usePageTitle(titleTemplate);
  const mode = mobileHeaderMode(
    pathname,
    items.map((i) => i.href),
  );

  if (mode === "scroll") {
    return (
      <header data-mobile-header="scroll" className="border-b bg-white lg:hidden">
        <div className="flex h-mobile-header items-center justify-between px-3">
          <Link href="/" aria-label={t("header.home", { brand })}>
            <Logo brand={brand} compact />
          </Link>
          <Link href="/mobile/menu" className={iconButton} aria-label={t("mobileHeader.menu")}>
            <MenuIcon className="size-6" />
          </Link>
        </div>
        <div className="px-3 pb-3">{searchBox}</div>
        <MobileNavSlider items={items} />
      </header>
    );
  }
  return (
    <header
      data-mobile-header="inner"
      className="sticky top-0 z-30 flex h-mobile-header items-center gap-1 border-b bg-white px-1 lg:hidden"
    >
      <button
        type="button"
        className={iconButton}
        aria-label={t("mobileHeader.back")}
        onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}
      >
        <ChevronLeftIcon className="size-6" />
      </button>
      <p className="min-w-0 flex-1 truncate text-center font-semibold">{title}</p>
      {searchButton}
    </header>
  );
}
