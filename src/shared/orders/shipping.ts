import { z } from "zod";
import { entityId } from "@/shared/ids";

/** Staff: the order is packed; buy its carrier shipment (or cancel one not picked up yet). */
export const shipmentBody = z.object({ orderId: entityId });

/** The labels to print at once: `?orders=12,13,14` (at most a day's worth), the ids joined as one list. */
export const MAX_LABELS = 50;
export const labelsQuery = z.object({
  orders: z
    .string()
    .max(600)
    .transform((s) => s.split(",").map((part) => Number(part.trim())))
    .pipe(z.array(entityId).min(1).max(MAX_LABELS)),
});

export const LABELS_PATH = "/api/admin/orders/labels";
export const labelsPath = (orderIds: number[]) => `${LABELS_PATH}?orders=${orderIds.join(",")}`;
