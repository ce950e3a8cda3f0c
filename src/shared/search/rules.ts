import { z } from "zod";
import { entityId as id } from "@/shared/ids";
import { boundedText } from "@/shared/paging";

/**
 * Bodies of the back office's search calls (/api/admin/search/*): synonyms (save, delete), pinned products (save,
 * delete) and the weekly report of what shoppers searched.
 */

const text = boundedText("admin-search");
const phrase = (key: string) => text(2, 60, key).regex(/[\p{L}\p{N}]/u, `admin-search:errors.${key}`);

export const synonymSaveBody = z.object({
  synonymId: id.optional(),
  terms: phrase("terms"),
  synonym: phrase("synonym"),
  twoWay: z.boolean("admin-search:errors.twoWay"),
});
export type SynonymInput = z.infer<typeof synonymSaveBody>;
export const synonymIdBody = z.object({ synonymId: id });

export const pinSaveBody = z.object({ query: phrase("query"), productCode: text(1, 60, "productCode") });
export type PinInput = z.infer<typeof pinSaveBody>;
export const pinIdBody = z.object({ pinId: id });

/** A week by its Monday (YYYY-MM-DD); the current week when absent. */
export const searchWeek = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "admin-search:errors.week")
  .refine((week) => !Number.isNaN(Date.parse(week)) && new Date(week).toISOString().startsWith(week), "admin-search:errors.week");
export const searchReportBody = z.object({ week: searchWeek.optional() });
