import { eq } from "drizzle-orm";
import { foldTurkish } from "@/lib/turkish";
import { contentPages, contractDocuments, coupons, customerGroups, popularSearches, storeSettings } from "@/server/platform/db/schema";
import { renderSheet } from "@/server/platform/pdf/sheet";
import { SHEET_FOOTER } from "./catalog-media";
import { corporatePages } from "./pages-corporate";
import { brochureDefs, brochurePage, helpPages } from "./pages-help";
import { contractTexts, legalPages } from "./pages-legal";
import type { BuiltProduct } from "./product-builder";
import type { CatalogRefs } from "./seed-catalog";
import { type Exec, insertBatches } from "./sql-helpers";
import { SEED_BASE_DATE } from "./time";
import type { MediaRow } from "./types";

export const contentPageDefs = [...corporatePages, ...helpPages, brochurePage, ...legalPages];

export function brochureRows(products: BuiltProduct[]): Promise<MediaRow[]> {
  return Promise.all(
    brochureDefs.map(async (b) => ({
      key: b.key,
      contentType: "application/pdf",
      width: null,
      height: null,
      bytes: await renderSheet({
        title: b.title,
        subtitle: b.description,
        rows: products
          .filter((p) => b.sections.includes(p.section))
          .slice(0, 26)
          .map((p) => ({ name: p.code, value: p.name })),
        paragraphs: ["Fiyat ve stok bilgisi için: www.lumora.example – +90 212 555 01 23"],
        footer: SHEET_FOOTER,
      }),
    })),
  );
}

const searches: [string, number][] = [
  ["uv mürekkep", 412],
  ["flatbed yazıcı", 365],
  ["baskı kafası", 298],
  ["UV LED", 254],
  ["sublimasyon", 221],
  ["eco solvent", 187],
  ["lazer kesim", 143],
  ["transfer kâğıdı", 96],
];

const popularCategorySlugs = [
  "uv-flatbed-yazicilar",
  "uv-murekkepler",
  "baski-kafalari",
  "uv-led-kurleme-sistemleri",
  "lazer-kesim-makineleri",
  "medya-ve-folyolar",
];
const categoryTitles: Record<string, string> = {
  "uv-flatbed-yazicilar": "UV Flatbed Yazıcılar",
  "uv-murekkepler": "UV Mürekkepler",
  "baski-kafalari": "Baskı Kafaları",
  "uv-led-kurleme-sistemleri": "UV LED Kürleme Sistemleri",
  "lazer-kesim-makineleri": "Lazer Kesim Makineleri",
  "medya-ve-folyolar": "Medya ve Folyolar",
};

export async function seedContent(exec: Exec, refs: CatalogRefs) {
  await insertBatches(
    exec,
    contentPages,
    contentPageDefs.map((p) => ({ ...p, updatedAt: SEED_BASE_DATE })),
  );
  await insertBatches(exec, contractDocuments, [{ locale: "tr", ...contractTexts }]);
  await insertBatches(
    exec,
    popularSearches,
    searches.map(([title, count], i) => ({ title, folded: foldTurkish(title), count, pinned: i < 6 ? 1 : 0 })),
    200,
    true,
  );
  const popularCategories = popularCategorySlugs.map((slug) => ({
    id: refs.categoryIds.get(slug) as number,
    title: categoryTitles[slug] as string,
    href: `/${slug}`,
  }));
  await exec
    .insert(storeSettings)
    .values({ key: "popularCategories", value: popularCategories, updatedAt: SEED_BASE_DATE })
    .onConflictDoNothing();
  await insertBatches(
    exec,
    coupons,
    [
      // The welcome coupon the pop-up announces: one use, on a customer's first order.
      {
        code: "HOSGELDIN10",
        kind: "percent",
        value: 10,
        minSubtotal: 100_000,
        startsAt: null,
        expiresAt: null,
        firstOrderOnly: true,
        usesPerCustomer: 1,
      },
      { code: "KARGO250", kind: "fixed", value: 25_000, minSubtotal: 200_000 },
      {
        code: "YAZ2026",
        kind: "percent",
        value: 15,
        minSubtotal: 0,
        startsAt: new Date("2026-06-01T00:00:00+03:00"),
        expiresAt: new Date("2026-09-01T00:00:00+03:00"),
      },
      { code: "TEKKULLANIM", kind: "fixed", value: 10_000, minSubtotal: 0, usageLimit: 1, usedCount: 1 },
    ],
    200,
    true,
  );
  // Business customers' groups, without members: staff add customers or approve dealership applications into them.
  await insertBatches(
    exec,
    customerGroups,
    [
      { name: "Bayi", discountPercent: 10 },
      { name: "Kurumsal", discountPercent: 5 },
    ],
    200,
    true,
  );
  return { pages: contentPageDefs.length };
}

export async function seedVersionRow(exec: Exec) {
  const rows = await exec.select().from(storeSettings).where(eq(storeSettings.key, "seed_version")).limit(1);
  return rows[0];
}
