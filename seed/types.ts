import type { Specification } from "@/server/platform/db/schema";
import type { Family, SectionKey } from "./catalog-tree";
import type { Rng } from "./prng";

/** The drawing used on a product's generated photos. */
export type Silhouette =
  | "flatbed"
  | "roll-printer"
  | "laser"
  | "label-press"
  | "bottle"
  | "jerrycan"
  | "printhead"
  | "media-roll"
  | "led"
  | "lamp"
  | "tunnel"
  | "part"
  | "package";

export type ProductKind = "machine" | "consumable" | "uv" | "package";

/** `colour`: the variant has its own photo, the product drawn in that colour (an ink series' Magenta). */
export type VariantDraft = {
  suffix: string;
  attributes: Record<string, string>;
  priceTl: number;
  label: string;
  colour?: { name: string; hex: string };
};

/** What a family generator decides; the builder adds slug, prices, stock, badges and copy. */
export type ProductDraft = {
  code: string;
  name: string;
  brandKey: string;
  specifications: Specification[];
  attributes: Record<string, string>;
  priceTl: number;
  variants?: VariantDraft[];
  /** Colours drawn on the photos (ink colours, glow); photo n uses tints[n % length]. */
  tints?: string[];
  highlights: string[];
  /** What the copy calls this product and what its photos show, when not its family's (an accessory, a primer). */
  noun?: string;
  silhouette?: Silhouette;
};

export type FamilySpec = {
  family: Family;
  section: SectionKey;
  kind: ProductKind;
  silhouette: Silhouette;
  /** Noun used in copy, e.g. "UV flatbed yazıcı". */
  noun: string;
  brands: string[];
  /** `index` is the product's position in its category (-1 for synthetic products). */
  make: (rng: Rng, brandKey: string, index: number) => ProductDraft;
};

export type MediaRow = { key: string; contentType: string; bytes: Uint8Array; width: number | null; height: number | null };
