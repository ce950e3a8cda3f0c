import { slugify } from "@/lib/turkish";
import { navigationItems } from "@/server/platform/db/schema";
import { catalogTree, type SectionKey } from "./catalog-tree";
import type { ImageJob } from "./render";
import type { CatalogRefs } from "./seed-catalog";
import { allocateIds, type Exec, insertBatches } from "./sql-helpers";
import { popupSvg, slideSvg, tileSvg } from "./svg-scenes";
import type { Silhouette } from "./types";

type NavType = (typeof navigationItems.$inferInsert)["type"];
type Tile = { name: string; sub: string; target: string; silhouette: Silhouette };

/** Mega-menu image tiles per section; `target` is a category slug or "product:CODE". */
const tiles: Record<SectionKey, Tile[]> = {
  makineler: [
    { name: "UV Flatbed Serisi", sub: "Sert yüzeylere doğrudan baskı", target: "uv-flatbed-yazicilar", silhouette: "flatbed" },
    { name: "Lumora UV-1200", sub: "Atölyeler için kompakt flatbed", target: "product:UV-1200", silhouette: "flatbed" },
    { name: "Lazer Kesim Çözümleri", sub: "CO2 ve fiber lazer", target: "lazer-kesim-makineleri", silhouette: "laser" },
    { name: "Dijital Etiket Baskı", sub: "Kalıpsız, kısa tiraj", target: "etiket-baski-makineleri", silhouette: "label-press" },
  ],
  "sarf-malzemeler": [
    { name: "UV Mürekkep Serileri", sub: "Esnek ve sert yüzey serileri", target: "uv-murekkepler", silhouette: "bottle" },
    { name: "Orijinal Baskı Kafaları", sub: "Montaj ve hizalama desteği", target: "baski-kafalari", silhouette: "printhead" },
    { name: "Folyo ve Branda Ruloları", sub: "Vinil, branda, transfer kâğıdı", target: "medya-ve-folyolar", silhouette: "media-roll" },
  ],
  "uv-kurleme": [
    { name: "UV LED Modülleri", sub: "365-405 nm, su ve hava soğutmalı", target: "uv-led-kurleme-sistemleri", silhouette: "led" },
    { name: "Konveyörlü Tüneller", sub: "Konveyörlü hat çözümleri", target: "kurleme-tunelleri", silhouette: "tunnel" },
    { name: "Reflektör ve Kuvars Cam", sub: "Reflektör, kuvars cam, sürücü", target: "yedek-parcalar", silhouette: "part" },
  ],
  uygulamalar: [
    { name: "Ambalaj Çözümleri", sub: "Karton, mukavva, kozmetik", target: "ambalaj", silhouette: "package" },
    { name: "Tabela Atölyesi Paketleri", sub: "Pleksi, folyo, ışıklı tabela", target: "tabela-ve-reklam", silhouette: "roll-printer" },
    { name: "Spor Giyim Baskısı", sub: "Sublimasyon ve transfer", target: "tekstil", silhouette: "media-roll" },
    { name: "Kalıcı İşaretleme", sub: "Metal, kablo, plastik", target: "endustriyel-isaretleme", silhouette: "laser" },
  ],
};

export const slides = [
  {
    title: "Yeni UV Flatbed Serisi",
    subtitle: "Cam, ahşap ve metale doğrudan baskı",
    cta: "Keşfet",
    target: "uv-flatbed-yazicilar",
    section: "makineler" as const,
    silhouette: "flatbed" as const,
  },
  {
    title: "UV LED ile Anında Kürleme",
    subtitle: "Daha az enerji, daha uzun ömür",
    cta: "İncele",
    target: "uv-kurleme",
    section: "uv-kurleme" as const,
    silhouette: "led" as const,
  },
  {
    title: "Orijinal Mürekkeplerde Avantaj",
    subtitle: "UV, eco-solvent ve sublimasyon serileri",
    cta: "Alışverişe Başla",
    target: "sarf-malzemeler",
    section: "sarf-malzemeler" as const,
    silhouette: "bottle" as const,
  },
];

const icons: Record<SectionKey, string> = {
  makineler:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8"><rect x="3" y="8" width="18" height="8" rx="1.5"/><path d="M7 8V5h10v3M7 16v3h10v-3"/></svg>',
  "sarf-malzemeler":
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8"><path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z"/></svg>',
  "uv-kurleme":
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8"><circle cx="12" cy="12" r="4"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"/></svg>',
  uygulamalar:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8"><path d="M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7"/></svg>',
};

const navImageKey = (name: string) => `nav/${slugify(name)}.webp`;
const slideKey = (i: number) => `slides/slide-${i + 1}.webp`;
export const POPUP_KEY = "popup/hosgeldin.webp";

export function navigationImageJobs(): ImageJob[] {
  const jobs: ImageJob[] = catalogTree.flatMap((s) =>
    tiles[s.key].map((t, i) => ({
      key: navImageKey(t.name),
      svg: tileSvg({ title: t.name, subtitle: t.sub, section: s.key, silhouette: t.silhouette, variant: i + 1 }),
      width: 720,
      height: 480,
      format: "webp" as const,
    })),
  );
  for (const [i, s] of slides.entries()) jobs.push({ key: slideKey(i), svg: slideSvg(s), width: 1600, height: 600, format: "webp" });
  jobs.push({
    key: POPUP_KEY,
    svg: popupSvg({ title: "%10", line1: "İlk siparişinize özel", line2: "1.000 TL ve üzeri alışverişlerde", code: "HOSGELDIN10" }),
    width: 600,
    height: 600,
    format: "webp",
  });
  return jobs;
}

type Node = {
  name: string;
  slug: string;
  href: string;
  type: NavType;
  show?: boolean;
  images?: string[];
  link?: string | null;
  categoryId?: number | null;
  svgIcon?: string | null;
  children?: Node[];
};

export async function seedNavigation(exec: Exec, refs: CatalogRefs) {
  const bySlugOrCode = (target: string) => {
    if (!target.startsWith("product:")) return `/${target}`;
    const p = refs.products.find((x) => x.code === target.slice(8));
    return p ? `/${p.slug}` : "/makineler";
  };
  const sections: Node[] = catalogTree.map((s) => ({
    name: s.name,
    slug: s.key,
    href: `/${s.key}`,
    type: "product-catalog",
    categoryId: refs.sectionIds[s.key],
    svgIcon: icons[s.key],
    children: [
      ...s.leaves.map(
        (l): Node => ({
          name: l.name,
          slug: l.slug,
          href: `/${l.slug}`,
          type: "product-catalog",
          categoryId: refs.categoryIds.get(l.slug) ?? null,
        }),
      ),
      ...tiles[s.key].map(
        (t): Node => ({
          name: t.name,
          slug: slugify(t.name),
          href: bySlugOrCode(t.target),
          type: "link",
          images: [`/media/${navImageKey(t.name)}`],
        }),
      ),
      ...(s.key === "makineler"
        ? ([
            {
              name: "Müşteri Hikâyesi: Ege Ambalaj",
              slug: "musteri-hikayesi-ege-ambalaj",
              href: "/blog",
              type: "story",
              images: [`/media/${navImageKey(tiles.uygulamalar[0]!.name)}`],
            },
            {
              name: "Haftanın Makineleri",
              slug: "haftanin-makineleri",
              href: "/search?query=makine",
              type: "collection",
              images: [`/media/${navImageKey(tiles.makineler[0]!.name)}`],
            },
            {
              name: "Makine Kampanyası",
              slug: "makine-kampanyasi",
              href: "/makineler",
              type: "slide",
              images: [`/media/${slideKey(0)}`],
              link: "/makineler",
            },
          ] satisfies Node[])
        : []),
    ],
  }));
  const roots: Node[] = [
    ...sections,
    // Fifth, so the desktop menu (five links) shows it; the blog is in the top bar as well.
    { name: "Kampanyalar", slug: "kampanyalar", href: "/kampanyalar", type: "link" },
    { name: "Blog", slug: "blog", href: "/blog", type: "link" },
    { name: "Teknik Servis", slug: "teknik-servis", href: "/teknik-servis-formu", type: "link", show: false },
    ...slides.map(
      (s, i): Node => ({
        name: s.title,
        slug: `slide-${i + 1}`,
        href: `/${s.target}`,
        type: "slide",
        show: false,
        images: [`/media/${slideKey(i)}`],
        link: `/${s.target}`,
      }),
    ),
    {
      name: "Hoş Geldin İndirimi",
      slug: "hosgeldin-indirimi",
      href: "/sarf-malzemeler",
      type: "popup",
      show: false,
      images: [`/media/${POPUP_KEY}`],
      link: "/sarf-malzemeler",
    },
  ];
  const total = roots.reduce((n, r) => n + 1 + (r.children?.length ?? 0), 0);
  const ids = await allocateIds(exec, "navigation_items", total);
  let k = 0;
  const rows: (typeof navigationItems.$inferInsert)[] = [];
  const add = (node: Node, order: number, parent: { id: number; path: string } | null) => {
    const id = ids[k++] as number;
    const path = `${parent?.path ?? ""}/${id}`;
    rows.push({
      id,
      parentId: parent?.id ?? null,
      name: node.name,
      slug: node.slug,
      href: node.href,
      path,
      depth: parent ? 1 : 0,
      order,
      showInMainMenu: node.show ?? true,
      svgIcon: node.svgIcon ?? null,
      images: node.images ?? [],
      type: node.type,
      link: node.link ?? null,
      categoryId: node.categoryId ?? null,
    });
    for (const [i, c] of (node.children ?? []).entries()) add(c, i + 1, { id, path });
  };
  for (const [i, r] of roots.entries()) add(r, r.type === "slide" ? 10 + i : r.type === "popup" ? 20 : i + 1, null);
  await insertBatches(exec, navigationItems, rows);
  return rows.length;
}
