"use client";
import { usePathname } from "next/navigation";
import { type FocusEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { postJson } from "@/modules/api/client";
import { ChevronDownIcon } from "@/modules/ui/icons";
import Link from "@/modules/ui/link";
import { closedMegaMenu, createMegaMenuController, panelState } from "../lib/mega-menu-controller";
import type { MegaPanel } from "../lib/mega-panel";
import { MegaMenuPanel } from "./mega-menu-panel";

export type MegaMenuItem = { id: number; name: string; href: string; hasPanel: boolean };
type Panels = Record<number, MegaPanel>;

const TOP = "[data-mega-top]";

/**
 * Desktop main navigation with mega menu panels (docs/PRODUCT.md#shell), following the disclosure navigation pattern:
 * each top link with a panel has a button with aria-expanded. Left/Right/Home/End move between top-level
 * controls, Down opens a panel and enters it, Up/Down move inside it, Escape closes and returns focus.
 * A panel's content is drawn when it opens, not sent in the page's HTML (about 6 kB on every page), and its data
 * is fetched the first time the pointer or the keyboard reaches the menu (about 3 kB fewer in every page's
 * payload): without JavaScript the top links lead to the sections, whose pages list their subcategories, and
 * /mobile/menu lists every group's category links.
 */
export function MegaMenu({ items }: { items: MegaMenuItem[] }) {
  const { t } = useTranslation("shell");
  const pathname = usePathname();
  const nav = useRef<HTMLElement>(null);
  const focusPanelOf = useRef<number | null>(null);
  const [state, setState] = useState(closedMegaMenu);
  const [panels, setPanels] = useState<Panels | null>(null);
  const loading = useRef(false);
  const menu = useMemo(() => {
    const withPanel = new Set(items.filter((i) => i.hasPanel).map((i) => i.id));
    return createMegaMenuController({ hasPanel: (id) => withPanel.has(id), onChange: setState });
  }, [items]);

  useEffect(() => () => menu.dispose(), [menu]);
  // A route change closes the menu (a click on one of its links included).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => menu.close(), [pathname, menu]);
  // A mouse already resting on a top item when the page becomes interactive (a cached page arrives before its
  // scripts) opens that panel as if it had just moved there. After the effect above, which also runs on mount.
  useEffect(() => {
    const hovered = nav.current?.querySelector<HTMLElement>("[data-mega-item]:hover");
    if (hovered) menu.enter(Number(hovered.dataset.megaItem));
  }, [menu]);

  const panelLinks = (id: number) => Array.from(nav.current?.querySelectorAll<HTMLElement>(`[data-mega-panel="${id}"] a`) ?? []);

  // Escape closes however the panel was opened (pointer or keyboard); focus inside goes back to its button.
  useEffect(() => {
    if (!state.open || state.activeId === null) return;
    const id = state.activeId;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const hadFocus = nav.current?.contains(document.activeElement);
      menu.close();
      if (hadFocus) nav.current?.querySelector<HTMLElement>(`[data-mega-button="${id}"]`)?.focus();
    };
    // Touch screens have no pointer leave: a tap outside closes instead.
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) menu.close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [state.open, state.activeId, menu]);

  // Arrow Down enters the panel once it is rendered visible (its links fetched).
  useEffect(() => {
    if (focusPanelOf.current !== null && state.open && state.activeId === focusPanelOf.current) {
      const first = panelLinks(state.activeId)[0];
      if (!first) return;
      first.focus();
      focusPanelOf.current = null;
    }
  });

  // Once, when the menu is first reached; a failure lets the next visit try again.
  function loadPanels() {
    if (loading.current) return;
    loading.current = true;
    postJson<Panels>("/api/common/menu-panels").then(setPanels, () => {
      loading.current = false;
    });
  }

  // Where a key moves focus within `list` from `index`; null when the key is not ours.
  function targetIndex(key: string, inPanel: boolean, index: number, length: number): number | null {
    const [next, previous] = inPanel ? ["ArrowDown", "ArrowUp"] : ["ArrowRight", "ArrowLeft"];
    if (key === next) return (index + 1) % length;
    if (key === previous) return (index - 1 + length) % length;
    if (key === "Home") return 0;
    if (key === "End") return length - 1;
    return null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    const panel = target.closest<HTMLElement>("[data-mega-panel]");
    if (!panel && !target.matches(TOP)) return;
    if (!panel && event.key === "ArrowDown") {
      const id = Number(target.closest<HTMLElement>("[data-mega-item]")?.dataset.megaItem);
      if (!items.some((i) => i.id === id && i.hasPanel)) return;
      event.preventDefault();
      focusPanelOf.current = id;
      menu.open(id);
      return;
    }
    const list = panel ? panelLinks(Number(panel.dataset.megaPanel)) : Array.from(nav.current?.querySelectorAll<HTMLElement>(TOP) ?? []);
    const index = targetIndex(event.key, panel !== null, list.indexOf(target), list.length);
    if (index === null) return;
    event.preventDefault();
    list[index]?.focus();
  }

  // A mouse has already opened the panel by hovering: its click must not close it again. Keyboard and touch toggle.
  function onButtonClick(event: Event, id: number) {
    if ((event as PointerEvent).pointerType === "mouse") menu.open(id);
    else menu.toggle(id);
  }

  // Tabbing out of the navigation closes the panel.
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!nav.current?.contains(event.relatedTarget as Node | null)) menu.close();
  }

  return (
    <nav
      ref={nav}
      aria-label={t("megaMenu.label")}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onFocus={loadPanels}
      onPointerEnter={loadPanels}
      onPointerLeave={(e) => e.pointerType === "mouse" && menu.close()}
    >
      <ul className="flex h-navbar items-stretch gap-1">
        {items.map((item) => {
          const ps = panelState(state, item.id);
          const panelId = `mega-panel-${item.id}`;
          const panel = panels?.[item.id];
          return (
            <li
              key={item.id}
              data-mega-item={item.id}
              className="flex items-center"
              onPointerEnter={(e) => e.pointerType === "mouse" && menu.enter(item.id)}
            >
              <Link
                href={item.href}
                data-mega-top=""
                aria-current={pathname === item.href ? "page" : undefined}
                className={`flex h-full items-center px-3 font-semibold hover:text-primary-700 ${state.activeId === item.id ? "text-primary-700" : ""}`}
              >
                {item.name}
              </Link>
              {item.hasPanel && (
                <>
                  <button
                    type="button"
                    data-mega-top=""
                    data-mega-button={item.id}
                    aria-expanded={ps === "open"}
                    aria-controls={panelId}
                    aria-label={t("megaMenu.toggle", { name: item.name })}
                    onClick={(e) => onButtonClick(e.nativeEvent, item.id)}
                    className="-ml-2 rounded p-1 text-gray-600 hover:text-primary-700"
                  >
                    <ChevronDownIcon className={`size-4 transition-transform ${ps === "open" ? "rotate-180" : ""}`} />
                  </button>
                  <div
                    id={panelId}
                    data-mega-panel={item.id}
                    data-state={ps}
                    hidden={ps === "closed"}
                    className="absolute inset-x-0 top-full z-40 border-t bg-white shadow-lg transition-opacity duration-300 data-[state=closing]:pointer-events-none data-[state=closing]:opacity-0"
                  >
                    {ps !== "closed" && panel && <MegaMenuPanel panel={panel} />}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
