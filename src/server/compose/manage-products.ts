import "server-only";
import * as catalog from "@/server/catalog";
import { checkPriceAlarmsAfterEdit } from "@/server/social";
import type { EditableProduct } from "@/shared/catalog/manage-products";

/**
 * Staff edits of products, composed across domains: the catalogue saves them, then the social domain tells the
 * customers whose price alarm an edit sets off (a failure there is logged and never undoes the save).
 */
export async function updateProduct(actorId: string, id: number, input: EditableProduct) {
  const { product, edits } = await catalog.updateProduct(actorId, id, input);
  await checkPriceAlarmsAfterEdit(edits);
  return product;
}

export async function importProductsCsv(actorId: string, csv: string) {
  const { report, edits } = await catalog.importProductsCsv(actorId, csv);
  await checkPriceAlarmsAfterEdit(edits);
  return report;
}
