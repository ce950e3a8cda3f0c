import { hasPanel, megaMenuLinks, megaMenuSections, type NavNode, visibleChildren } from "@/shared/content/navigation";

export type PanelLink = { id: number; name: string; href: string };
/** What one mega-menu panel draws: only the fields it shows, not the navigation records. */
export type MegaPanel = PanelLink & { columns: Array<PanelLink & { children: PanelLink[] }>; tiles: Array<PanelLink & { image: string }> };

const link = ({ id, name, href }: NavNode): PanelLink => ({ id, name, href });

/** Link columns for children without images, image tiles for the rest (`megaMenuSections`). */
export function megaPanel(node: NavNode): MegaPanel {
  const { columns, tiles } = megaMenuSections(node);
  return {
    ...link(node),
    columns: columns.map((child) => ({ ...link(child), children: visibleChildren(child).map(link) })),
    tiles: tiles.flatMap((tile) => (tile.images[0] ? [{ ...link(tile), image: tile.images[0] }] : [])),
  };
}

/** Every top link's panel, by the link's id (POST /api/common/menu-panels). */
export const megaPanels = (tree: readonly NavNode[]): Record<number, MegaPanel> =>
  Object.fromEntries(
    megaMenuLinks(tree)
      .filter(hasPanel)
      .map((node) => [node.id, megaPanel(node)]),
  );
