/** A boxed product as the carrier measures it: cm and grams; null where the product goes as freight. */
export type ParcelItem = { length: number | null; width: number | null; height: number | null; weight: number | null; quantity: number };

/** The one box an order goes in, as sent to the carrier: cm, kg, and the desi it is charged by. */
export type Parcel = { length: number; width: number; height: number; weight: number; desi: number };

/** Turkish carriers' volumetric divisor: desi = length × width × height (cm) / 3000. */
const DESI_DIVISOR = 3000;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The order's parcel: the items' volumes added up into a box as long and wide as the largest item, as high as that
 * volume needs; its weight the items' sum. The carrier charges the larger of the desi and the kilograms. Null when an
 * item has no box size or weight (a machine, a pallet): that order is shipped by hand.
 */
export function parcelOf(items: ParcelItem[]): Parcel | null {
  if (items.length === 0) return null;
  let volume = 0;
  let grams = 0;
  let length = 0;
  let width = 0;
  for (const item of items) {
    if (!item.length || !item.width || !item.height || !item.weight) return null;
    volume += item.length * item.width * item.height * item.quantity;
    grams += item.weight * item.quantity;
    length = Math.max(length, item.length);
    width = Math.max(width, item.width);
  }
  const height = Math.ceil(volume / (length * width));
  const weight = round2(grams / 1000);
  return { length, width, height, weight, desi: round2(Math.max((length * width * height) / DESI_DIVISOR, weight)) };
}
