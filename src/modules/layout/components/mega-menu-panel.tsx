"use client";
import Image from "next/image";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";
import { MENU_IMAGE, tileColumnWidth } from "@/shared/content/navigation";
import type { MegaPanel } from "../lib/mega-panel";

// Tile grid columns by tile count: one column of 300 px, two of 630 px, three of 960 px, 16 px (gap-4) apart.
const TILE_COLUMNS: Record<number, { className: string; count: number }> = {
  300: { className: "grid-cols-1", count: 1 },
  630: { className: "grid-cols-2", count: 2 },
  960: { className: "grid-cols-3", count: 3 },
};
const TILE_GAP = 16;

/**
 * The content of one top link's panel: link columns for children without images, image tiles for the rest.
 * Drawn in the browser when its panel opens (mega-menu.tsx), from a small `panel` the server sends.
 */
export function MegaMenuPanel({ panel }: { panel: MegaPanel }) {
  const { t } = useTranslation("shell");
  const { columns, tiles } = panel;
  const width = tileColumnWidth(tiles.length);
  const grid = TILE_COLUMNS[width];
  // The image is asked for at the tile's own width (about 310 px), not the viewport's: a 384 or 640 px file.
  const tileWidth = grid ? Math.ceil((width - TILE_GAP * (grid.count - 1)) / grid.count) : 0;
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
        <ul className={`grid shrink-0 gap-4 ${grid?.className ?? ""}`} style={{ width }} data-testid="mega-menu-tiles">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link href={tile.href} className="group block">
                <Image
                  src={tile.image}
                  alt=""
                  width={MENU_IMAGE.width}
                  height={MENU_IMAGE.height}
                  quality={MENU_IMAGE.quality}
                  sizes={`${tileWidth}px`}
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
