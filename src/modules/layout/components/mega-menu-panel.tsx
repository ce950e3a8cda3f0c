"use client";
import Image from "next/image";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";
import { MENU_IMAGE, tileColumnWidth } from "@/shared/content/navigation";
import type { MegaPanel } from "../lib/mega-panel";

// Tile grid columns by tile count: one column of 300 px, two of 630 px, three of 960 px.
const TILE_COLUMNS: Record<number, string> = { 300: "grid-cols-1", 630: "grid-cols-2", 960: "grid-cols-3" };

/**
 * The content of one top link's panel: link columns for children without images, image tiles for the rest.
 * Drawn in the browser when its panel opens (mega-menu.tsx), from a small `panel` the server sends.
 */
export function MegaMenuPanel({ panel }: { panel: MegaPanel }) {
  const { t } = useTranslation("shell");
  const { columns, tiles } = panel;
  const width = tileColumnWidth(tiles.length);
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6">
      <div className="min-w-0 flex-1">
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-8 gap-y-5">
          {columns.map((child) => (
            <li key={child.id}>
              <Link href={child.href} className="menu-link">
                {child.name}
              </Link>
              {child.children.length > 0 && (
                <ul className="mt-2 space-y-1.5">
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <Link href={grandchild.href} className="menu-sublink">
                        {grandchild.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <Link href={panel.href} className="mt-6 inline-block text-sm font-semibold text-primary-700 hover:underline">
          {t("megaMenu.seeAll", { name: panel.name })}
        </Link>
      </div>
      {tiles.length > 0 && (
        <ul className={`grid shrink-0 gap-4 ${TILE_COLUMNS[width]}`} style={{ width }} data-testid="mega-menu-tiles">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link href={tile.href} className="group block">
                <Image
                  src={tile.image}
                  alt=""
                  width={MENU_IMAGE.width}
                  height={MENU_IMAGE.height}
                  quality={MENU_IMAGE.quality}
                  className="menu-tile-img"
                />
                <span className="menu-tile-name">{tile.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
