import { z } from "zod";
import { entityId } from "@/shared/ids";

const size = (max: number) => z.number().int().min(1).max(max).nullable();
const sizes = { length: size(300), width: size(300), height: size(300), weight: size(1_000_000) };
export const parcelKeys = ["length", "width", "height", "weight"] as const;

/** All four values or none. */
const whole = (b: Record<(typeof parcelKeys)[number], number | null>) =>
  parcelKeys.every((k) => b[k] === null) || parcelKeys.every((k) => b[k] !== null);
const incomplete = { message: "admin:products.parcel.incomplete", path: ["length"] };

/** A product's boxed size (cm) and weight (g) for the carrier's desi; all null for freight (machines, pallets). */
export const productParcelSchema = z.object(sizes).refine(whole, incomplete);
export type ProductParcel = z.infer<typeof productParcelSchema>;

/** Staff set a product's box on its page. */
export const productParcelBody = z.object({ productId: entityId, ...sizes }).refine(whole, incomplete);
