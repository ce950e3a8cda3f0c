import { describe, expect, it } from "vitest";
import {
  buildNavigationTree,
  findPopup,
  hasPanel,
  mainMenuItems,
  megaMenuLinks,
  megaMenuSections,
  type NavRecord,
  tileColumnWidth,
} from "@/shared/content/navigation";

let nextId = 1;
function item(path: string, over: Partial<NavRecord> = {}): NavRecord {
  const id = nextId++;
  return {
    id,
    name: `Öğe ${id}`,
    slug: `oge-${id}`,
    href: `/oge-${id}`,
    path,
    order: 0,
    showInMainMenu: true,
    type: "product-catalog",
    images: [],
    link: null,
    ...over,
  };
}

describe("navigation tree", () => {
  it("nests items by path and sorts every level by order", () => {
    const tree = buildNavigationTree([
      item("/2", { order: 2, name: "İkinci" }),
      item("/1", { order: 1, name: "Birinci" }),
      item("/1/12", { order: 5, name: "B" }),
      item("/1/11", { order: 3, name: "A" }),
      item("/1/11/111", { name: "A alt" }),
    ]);
    expect(tree.map((n) => n.name)).toEqual(["Birinci", "İkinci"]);
    expect(tree[0]!.children.map((n) => n.name)).toEqual(["A", "B"]);
    expect(tree[0]!.children[0]!.children.map((n) => n.name)).toEqual(["A alt"]);
  });

  it("drops an item whose parent does not exist", () => {
    const tree = buildNavigationTree([item("/1"), item("/9/10")]);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children).toEqual([]);
  });
});

describe("main menu", () => {
  const roots = buildNavigationTree([
    ...[7, 3, 1, 6, 2, 5, 4].map((order) => item(`/m${order}`, { order, name: `Menü ${order}` })),
    item("/gizli", { order: 0, showInMainMenu: false, name: "Gizli" }),
  ]);

  it("keeps only main-menu items, by order", () => {
    expect(mainMenuItems(roots).map((n) => n.name)).toEqual([1, 2, 3, 4, 5, 6, 7].map((o) => `Menü ${o}`));
  });

  it("shows only the first five top-level links in the mega menu", () => {
    expect(megaMenuLinks(roots).map((n) => n.name)).toEqual([1, 2, 3, 4, 5].map((o) => `Menü ${o}`));
  });
});

describe("mega menu panel", () => {
  const withChildren = (children: NavRecord[]) => buildNavigationTree([item("/r", { order: 0 }), ...children])[0]!;

  it("hides story, collection and slide children", () => {
    const node = withChildren([
      item("/r/a", { type: "story" }),
      item("/r/b", { type: "collection" }),
      item("/r/c", { type: "slide", images: ["/media/x.jpg"] }),
    ]);
    expect(hasPanel(node)).toBe(false);
    expect(megaMenuSections(node)).toEqual({ columns: [], tiles: [] });
  });

  it("puts children with images in at most six tiles and the rest in columns", () => {
    const tiles = Array.from({ length: 8 }, (_, i) => item(`/r/t${i}`, { order: i, images: [`/media/t${i}.jpg`] }));
    const node = withChildren([...tiles, item("/r/plain", { name: "Düz bağlantı" })]);
    const sections = megaMenuSections(node);
    expect(sections.tiles.map((t) => t.id)).toEqual(tiles.slice(0, 6).map((t) => t.id));
    expect(sections.columns.map((c) => c.name)).toEqual(["Düz bağlantı"]);
  });

  it.each([
    [0, 0],
    [1, 300],
    [2, 300],
    [3, 630],
    [4, 630],
    [5, 960],
    [6, 960],
  ])("gives %i tiles a %i px column", (count, width) => expect(tileColumnWidth(count)).toBe(width));
});

describe("popup", () => {
  it("is the first popup item that has an image", () => {
    const withImage = item("/p2", { type: "popup", order: 2, images: ["/media/popup.jpg"], link: "/makineler" });
    expect(findPopup([item("/p1", { type: "popup", order: 1 }), withImage, item("/x")])).toEqual(withImage);
  });

  it("is absent when no popup item has an image", () => {
    expect(findPopup([item("/p", { type: "popup" }), item("/s", { type: "slide", images: ["/media/s.jpg"] })])).toBeNull();
  });
});
