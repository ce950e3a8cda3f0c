import { isReservedSlug } from "@/lib/reserved-slugs";
import { slugify } from "@/lib/turkish";
import type { Specification } from "@/server/platform/db/schema";
import { catalogTree, type Family, type SectionKey } from "./catalog-tree";
import { familySpec } from "./families";
import { shopPrice } from "./format";
import { createRng, type Rng } from "./prng";
import { longDescription, shortDescription } from "./product-copy";
import { daysBefore } from "./time";
import type { FamilySpec, ProductKind, Silhouette } from "./types";

export type BuiltVariant = {
  code: string;
  attributes: Record<string, string>;
  label: string;
  salesPrice: number;
  unDiscountedSalesPrice: number;
  stock: number;
  colour?: { name: string; hex: string };
};

export type BuiltProduct = {
  code: string;
  slug: string;
  name: string;
  brandKey: string;
  family: Family;
  section: SectionKey;
  leafSlug: string;
  kind: ProductKind;
  silhouette: Silhouette;
  tints: string[];
  shortDescription: string;
  description: string;
  specifications: Specification[];
  attributes: Record<string, string>;
  salesPrice: number;
  unDiscountedSalesPrice: number;
  stock: number;
  soldCount: number;
  isBestSellingProduct: boolean;
  isNewProduct: boolean;
  isSuggestedProduct: boolean;
  estimatedDeliveryDuration: number;
  createdAt: Date;
  imageCount: number;
  variants: BuiltVariant[];
};

/** Price bands per kind in TL (consumables 500-15.000, machines 150.000-2.500.000, UV parts in between). */
const priceBand: Record<ProductKind, [number, number]> = {
  machine: [150_000, 2_500_000],
  package: [150_000, 2_500_000],
  consumable: [500, 14_990],
  uv: [1_200, 700_000],
};
const clampPrice = (kind: ProductKind, tl: number) => Math.min(priceBand[kind][1], Math.max(priceBand[kind][0], tl));

const deliveryRange: Record<ProductKind, [number, number]> = { machine: [7, 30], consumable: [1, 5], uv: [3, 15], package: [14, 30] };

function stockFor(rng: Rng, kind: ProductKind): number {
  const r = rng.next();
  if (r < 0.08) return 0;
  if (r < 0.2) return rng.int(1, 3);
  return kind === "machine" || kind === "package" ? rng.int(5, 24) : rng.int(5, 200);
}

function priced(priceTl: number, discountPct: number) {
  const salesPrice = shopPrice(priceTl);
  const unDiscountedSalesPrice = discountPct > 0 ? Math.max(shopPrice(priceTl / (1 - discountPct)), salesPrice + 100) : salesPrice;
  return { salesPrice, unDiscountedSalesPrice };
}

/** Turns a family draft into a full product row (everything except ids and the unique code/slug policy). */
export function finishProduct(spec: FamilySpec, rng: Rng, index: number, brandKey: string, leafSlug: string) {
  const draft = spec.make(rng, brandKey, index);
  const discountPct = rng.chance(0.3) ? rng.pick([0.08, 0.1, 0.12, 0.15, 0.2, 0.25]) : 0;
  const code = draft.code.toUpperCase();
  const variants: BuiltVariant[] = (draft.variants ?? []).map((v) => {
    const p = priced(clampPrice(spec.kind, v.priceTl), discountPct);
    return {
      code: `${code}-${v.suffix}`.toUpperCase(),
      attributes: v.attributes,
      label: v.label,
      colour: v.colour,
      salesPrice: p.salesPrice,
      unDiscountedSalesPrice: p.unDiscountedSalesPrice,
      stock: stockFor(rng, spec.kind),
    };
  });
  const cheapest = [...variants].sort((a, b) => a.salesPrice - b.salesPrice)[0];
  const own = priced(clampPrice(spec.kind, draft.priceTl), discountPct);
  const isNewProduct = rng.chance(0.2);
  const [dMin, dMax] = deliveryRange[spec.kind];
  const estimatedDeliveryDuration = rng.int(dMin, dMax);
  const isBestSellingProduct = rng.chance(0.2);
  const big = spec.kind === "machine" || spec.kind === "package";
  return {
    code,
    name: draft.name,
    brandKey,
    family: spec.family,
    section: spec.section,
    leafSlug,
    kind: spec.kind,
    silhouette: draft.silhouette ?? spec.silhouette,
    tints: draft.tints ?? [],
    shortDescription: shortDescription(rng, draft, spec.kind, draft.noun ?? spec.noun, estimatedDeliveryDuration),
    description: longDescription(rng, draft, spec.kind, draft.noun ?? spec.noun, estimatedDeliveryDuration),
    specifications: draft.specifications,
    attributes: draft.attributes,
    salesPrice: cheapest?.salesPrice ?? own.salesPrice,
    unDiscountedSalesPrice: cheapest?.unDiscountedSalesPrice ?? own.unDiscountedSalesPrice,
    stock: variants.length > 0 ? variants.reduce((sum, v) => sum + v.stock, 0) : stockFor(rng, spec.kind),
    soldCount: isBestSellingProduct ? rng.int(big ? 20 : 150, big ? 90 : 900) : rng.int(0, big ? 15 : 140),
    isBestSellingProduct,
    isNewProduct,
    isSuggestedProduct: rng.chance(0.2),
    estimatedDeliveryDuration,
    createdAt: daysBefore(isNewProduct ? rng.int(0, 40) : rng.int(41, 365), rng.int(0, 600)),
    imageCount: rng.int(2, 5),
    variants,
  };
}

/** The ~150 hand-shaped demo products, deterministic and with globally unique codes and slugs. */
export function buildDemoProducts(takenSlugs: Set<string>): BuiltProduct[] {
  const codes = new Set<string>();
  const variantCodes = new Set<string>();
  const names = new Set<string>();
  const out: BuiltProduct[] = [];
  for (const section of catalogTree) {
    for (const leaf of section.leaves) {
      const spec = familySpec(leaf.family);
      for (let i = 0; i < leaf.count; i++) {
        const brandKey = spec.brands[i % spec.brands.length] as string;
        let built: ReturnType<typeof finishProduct> | undefined;
        for (let attempt = 0; attempt < 40; attempt++) {
          const candidate = finishProduct(spec, createRng(`product:${leaf.slug}:${i}:${attempt}`), i, brandKey, leaf.slug);
          const clash = codes.has(candidate.code) || names.has(candidate.name) || candidate.variants.some((v) => variantCodes.has(v.code));
          if (!clash) {
            built = candidate;
            break;
          }
        }
        if (!built) throw new Error(`could not build a unique product for ${leaf.slug} #${i}`);
        let slug = slugify(built.name);
        if (takenSlugs.has(slug) || isReservedSlug(slug)) slug = slugify(`${built.name} ${built.code}`);
        takenSlugs.add(slug);
        codes.add(built.code);
        names.add(built.name);
        for (const v of built.variants) variantCodes.add(v.code);
        out.push({ ...built, slug });
      }
    }
  }
  return out;
}
