import { z } from "zod";
import { entityId } from "@/shared/ids";

const size = (max: number) => z.number().int().min(1).max(max).nullable();

/** Staff: a product's boxed size (cm) and weight (g) for the carrier's desi; all null for freight (machines, pallets). */
export const productParcelBody = z
  .object({ productId: entityId, length: size(300), width: size(300), height: size(300), weight: size(1_000_000) })
  .refine(
    (b) =>
      [b.length, b.width, b.height, b.weight].every((v) => v === null) || [b.length, b.width, b.height, b.weight].every((v) => v !== null),
    {
      message: "admin:products.parcel.incomplete",
      path: ["length"],
    },
  );
export type ProductParcel = Omit<z.infer<typeof productParcelBody>, "productId">;
