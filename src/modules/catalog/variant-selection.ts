import { defaultVariant, type VariantLike } from "@/shared/catalog/variant-offer";

/**
 * Which variant a product URL selects, and where each option of the variant picker leads.
 * Pure, so the page, the picker and the tests agree on one rule.
 */

const sameAttributes = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
};

export type VariantChoice<V> = { variant: V | undefined; fromUrl: boolean } | { unknown: true };

/** No attributes: the default variant. Attributes that name no variant: unknown (the page redirects to the base URL). */
export function chooseVariant<V extends VariantLike>(variants: readonly V[], attributes: Record<string, string>): VariantChoice<V> {
  if (Object.keys(attributes).length === 0) return { variant: defaultVariant(variants), fromUrl: false };
  const match = variants.find((v) => sameAttributes(v.attributes, attributes));
  return match ? { variant: match, fromUrl: true } : { unknown: true };
}

export type PickerValue<V> = { value: string; variant: V; selected: boolean; inStock: boolean };
export type PickerAttribute<V> = { name: string; values: PickerValue<V>[] };

/**
 * One group per attribute whose value differs between variants. Each value leads to the variant
 * that has it and keeps as many of the current choices as possible (earliest variant on a tie).
 */
export function variantPicker<V extends VariantLike>(variants: readonly V[], selected: V | undefined): PickerAttribute<V>[] {
  const names = [...new Set(variants.flatMap((v) => Object.keys(v.attributes)))];
  const current = selected?.attributes ?? {};
  const groups: PickerAttribute<V>[] = [];
  for (const name of names) {
    const values = [...new Set(variants.flatMap((v) => (v.attributes[name] === undefined ? [] : [v.attributes[name] as string])))];
    if (values.length < 2) continue;
    groups.push({
      name,
      values: values.map((value) => {
        let best: V | undefined;
        let bestScore = -1;
        for (const v of variants) {
          if (v.attributes[name] !== value) continue;
          const score = Object.keys(current).filter((k) => k !== name && v.attributes[k] === current[k]).length;
          if (score > bestScore) {
            best = v;
            bestScore = score;
          }
        }
        const variant = best as V;
        return { value, variant, selected: current[name] === value, inStock: variant.stock > 0 };
      }),
    });
  }
  return groups;
}
