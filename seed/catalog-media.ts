import { slugify } from "@/lib/turkish";
import { renderSheet } from "@/server/platform/pdf/sheet";
import { brandDefs } from "./brands";
import { catalogTree } from "./catalog-tree";
import { familySpec } from "./families";
import { brandNames } from "./format";
import type { BuiltProduct } from "./product-builder";
import type { ImageJob } from "./render";
import { brandLogoSvg, palettes, productCaptions, productSvg, tileSvg } from "./svg-scenes";
import type { MediaRow } from "./types";

export const productImageKey = (code: string, n: number) => `products/${slugify(code)}-${n}.webp`;
/** The photo of a product's variants in one colour (every volume of Magenta shares it). */
export const variantImageKey = (code: string, colour: string) => `products/${slugify(code)}-${slugify(colour)}.webp`;
export const datasheetKey = (code: string) => `datasheets/${slugify(code)}.pdf`;
export const categoryImageKey = (slug: string) => `categories/${slug}.webp`;
export const brandLogoKey = (slug: string) => `brands/${slug}.png`;

export const productImageAlt = (name: string, n: number) => `${name} – ${productCaptions[(n - 1) % productCaptions.length]}`;

/** Each colour's own photo: the product in that colour, the colour's name in large type. */
function variantImageJobs(p: BuiltProduct): ImageJob[] {
  const colours = new Map(p.variants.flatMap((v) => (v.colour ? [[v.colour.name, v.colour.hex] as const] : [])));
  return [...colours].map(([name, hex]) => ({
    key: variantImageKey(p.code, name),
    svg: productSvg({
      code: name.toLocaleUpperCase("tr"),
      brand: brandNames[p.brandKey] ?? "Lumora",
      section: p.section,
      silhouette: p.silhouette,
      tint: hex,
      variant: 0,
    }),
    width: 600,
    height: 800,
    format: "webp" as const,
  }));
}

export function productImageJobs(products: BuiltProduct[]): ImageJob[] {
  return products.flatMap((p) => [
    ...variantImageJobs(p),
    ...Array.from({ length: p.imageCount }, (_, i) => ({
      key: productImageKey(p.code, i + 1),
      svg: productSvg({
        code: p.code,
        brand: brandNames[p.brandKey] ?? "Lumora",
        section: p.section,
        silhouette: p.silhouette,
        tint: p.tints[i % Math.max(1, p.tints.length)] ?? "",
        variant: i,
      }),
      width: 600,
      height: 800,
      format: "webp" as const,
    })),
  ]);
}

export function categoryImageJobs(): ImageJob[] {
  return catalogTree.flatMap((section, si) => [
    {
      key: categoryImageKey(section.key),
      svg: tileSvg({
        title: section.name,
        subtitle: `${section.leaves.length} kategori`,
        section: section.key,
        silhouette: familySpec(section.leaves[0]!.family).silhouette,
        variant: si,
      }),
      width: 720,
      height: 480,
      format: "webp" as const,
    },
    ...section.leaves.map((leaf, li) => ({
      key: categoryImageKey(leaf.slug),
      svg: tileSvg({
        title: leaf.name,
        subtitle: section.name,
        section: section.key,
        silhouette: familySpec(leaf.family).silhouette,
        variant: li,
      }),
      width: 720,
      height: 480,
      format: "webp" as const,
    })),
  ]);
}

export function brandLogoJobs(): ImageJob[] {
  return brandDefs.map((b) => ({ key: brandLogoKey(b.slug), svg: brandLogoSvg(b), width: 280, height: 57, format: "png" as const }));
}

export const hasDatasheet = (p: BuiltProduct) => p.kind !== "consumable";

/** The footer of every generated PDF. */
export const SHEET_FOOTER = "Bu belge bilgilendirme amaçlıdır; teknik değerler önceden haber verilmeksizin değiştirilebilir.";

export function datasheetRows(products: BuiltProduct[]): Promise<MediaRow[]> {
  return Promise.all(
    products.filter(hasDatasheet).map(async (p) => ({
      key: datasheetKey(p.code),
      contentType: "application/pdf",
      width: null,
      height: null,
      bytes: await renderSheet({
        title: p.name,
        // No price: a stored file cannot follow price changes; the product page has the current one.
        subtitle: `Teknik Veri Sayfası – Ürün kodu: ${p.code}`,
        rows: p.specifications,
        paragraphs: [p.shortDescription, "Kurulum, eğitim ve servis için: +90 212 555 01 23 – info@lumora.example"],
        footer: SHEET_FOOTER,
      }),
    })),
  );
}

/** Shared placeholder photos for the synthetic (scale) catalogue: one per silhouette and section. */
export function syntheticPoolJobs(): ImageJob[] {
  const combos = [
    ["makineler", "flatbed"],
    ["makineler", "roll-printer"],
    ["makineler", "laser"],
    ["makineler", "label-press"],
    ["makineler", "package"],
    ["sarf-malzemeler", "bottle"],
    ["sarf-malzemeler", "jerrycan"],
    ["sarf-malzemeler", "printhead"],
    ["sarf-malzemeler", "media-roll"],
    ["sarf-malzemeler", "part"],
    ["uv-kurleme", "led"],
    ["uv-kurleme", "lamp"],
    ["uv-kurleme", "tunnel"],
    ["uv-kurleme", "part"],
    ["uv-kurleme", "bottle"],
    ["uygulamalar", "package"],
    ["uygulamalar", "flatbed"],
    ["uygulamalar", "laser"],
    ["uygulamalar", "roll-printer"],
    ["uygulamalar", "media-roll"],
  ] as const;
  return combos.map(([section, silhouette], i) => ({
    key: syntheticImageKey(i),
    svg: productSvg({
      code: `SERİ ${String(i + 1).padStart(2, "0")}`,
      brand: "Lumora",
      section,
      silhouette,
      tint: palettes[section].glow,
      variant: i % 5,
    }),
    width: 600,
    height: 800,
    format: "webp" as const,
  }));
}

export const syntheticImageKey = (i: number) => `products/syn/pool-${String(i + 1).padStart(2, "0")}.webp`;
export const SYNTHETIC_POOL_SIZE = 20;
