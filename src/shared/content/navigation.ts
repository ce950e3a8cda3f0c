/**
 * Navigation rules (docs/PRODUCT.md#shell), pure so the server, the client islands and the unit tests share them.
 * The tree is built from `path` (slash-separated ancestry), the one field that says where an item sits.
 */

export type NavType = "product-catalog" | "story" | "collection" | "slide" | "popup" | "link";

export type NavRecord = {
  id: number;
  name: string;
  slug: string;
  href: string;
  path: string;
  order: number;
  showInMainMenu: boolean;
  type: NavType;
  images: string[];
  link: string | null;
};

export type NavNode = NavRecord & { children: NavNode[] };

export const MAX_MAIN_MENU_LINKS = 5;
export const MAX_MENU_TILES = 6;
/** Menu images are requested 720 wide at quality 75. */
export const MENU_IMAGE = { width: 720, height: 480, quality: 75 } as const;

// These children feed the home page (stories, collections, slides), never the menus.
const HIDDEN_CHILD_TYPES: ReadonlySet<NavType> = new Set(["story", "collection", "slide"]);

const segments = (path: string) => path.split("/").filter(Boolean);
const byOrder = (a: NavRecord, b: NavRecord) => a.order - b.order || a.id - b.id;

/** Roots and children, each level sorted by `order`; an item whose parent is missing is dropped. */
export function buildNavigationTree(records: readonly NavRecord[]): NavNode[] {
  const nodes = [...records].sort(byOrder).map((r) => ({ ...r, children: [] as NavNode[] }));
  const byPath = new Map(nodes.map((n) => [segments(n.path).join("/"), n]));
  const roots: NavNode[] = [];
  for (const node of nodes) {
    const parts = segments(node.path);
    if (parts.length <= 1) roots.push(node);
    else byPath.get(parts.slice(0, -1).join("/"))?.children.push(node);
  }
  return roots;
}

/** Every top-level item shown in the main menu, by order (the mobile slider scrolls through all of them). */
export function mainMenuItems(roots: readonly NavNode[]): NavNode[] {
  return roots.filter((n) => n.showInMainMenu).sort(byOrder);
}

/** The desktop mega menu shows only the first five. */
export const megaMenuLinks = (roots: readonly NavNode[]) => mainMenuItems(roots).slice(0, MAX_MAIN_MENU_LINKS);

export const visibleChildren = (node: NavNode) => node.children.filter((c) => !HIDDEN_CHILD_TYPES.has(c.type));

/** A top link opens a panel only when it has children a shopper may see. */
export const hasPanel = (node: NavNode) => visibleChildren(node).length > 0;

/** Children with an image become tiles (at most six); the rest are link columns. */
export function megaMenuSections(node: NavNode): { columns: NavNode[]; tiles: NavNode[] } {
  const children = visibleChildren(node);
  return {
    columns: children.filter((c) => c.images.length === 0),
    tiles: children.filter((c) => c.images.length > 0).slice(0, MAX_MENU_TILES),
  };
}

/** Tile column width by tile count: 1-2 tiles 300 px, 3-4 tiles 630 px, 5-6 tiles 960 px. */
export function tileColumnWidth(count: number): number {
  if (count <= 0) return 0;
  if (count <= 2) return 300;
  if (count <= 4) return 630;
  return 960;
}

/** The popup is the first popup-type item that has an image. */
export function findPopup(records: readonly NavRecord[]): NavRecord | null {
  return [...records].sort(byOrder).find((r) => r.type === "popup" && r.images.length > 0) ?? null;
}
