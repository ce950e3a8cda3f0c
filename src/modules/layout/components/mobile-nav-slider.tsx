"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/i18n/client";
import { dotlessTitle } from "@/lib/turkish";
import { HomeIcon } from "@/modules/ui/icons";
import Link from "@/modules/ui/link";
import { smoothScrollTo } from "@/modules/ui/smooth-scroll";
import { currentSlug } from "../lib/mobile-routes";

export type SliderItem = { id: number; name: string; slug: string; href: string };

const itemClass = (current: boolean) =>
  `chip ${current ? "border-primary-700 bg-primary-700 text-white" : "border-gray-300 text-gray-800"}`;

/**
 * The horizontally scrolling main navigation of the mobile header: a home icon highlighted on "/",
 * then every main-menu item, title-cased the Turkish way, the one matching the current slug highlighted and
 * scrolled into view.
 */
export function MobileNavSlider({ items }: { items: SliderItem[] }) {
  const { t } = useTranslation("shell");
  const pathname = usePathname();
  const slug = currentSlug(pathname);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const container = list.current;
    const current = container?.querySelector<HTMLElement>("[aria-current]");
    if (!container || !current) return;
    return smoothScrollTo(current.offsetLeft - (container.clientWidth - current.offsetWidth) / 2, { container, axis: "x" });
  }, []);

  return (
    <nav aria-label={t("mobileHeader.slider")}>
      <ul ref={list} className="flex gap-2 overflow-x-auto px-3 pb-3 [scrollbar-width:none]">
        <li>
          <Link
            href="/"
            aria-label={t("mobileHeader.home")}
            aria-current={pathname === "/" ? "page" : undefined}
            className={itemClass(pathname === "/")}
          >
            <HomeIcon className="size-4" />
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.href} aria-current={item.slug === slug ? "page" : undefined} className={itemClass(item.slug === slug)}>
              {dotlessTitle(item.name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
