import { z } from "zod";
import { entityId as id } from "@/shared/ids";
import { boundedText, page } from "@/shared/paging";

/**
 * Bodies of the back office's calls on the search dropdown: its popular searches
 * (/api/admin/settings/popular-searches: list, save, delete) and popular categories (save).
 */

const text = boundedText("admin-settings");
/** A path on this site ("/uv-murekkepler"), never another host. */
const localHref = text(1, 200, "href").regex(/^\/(?!\/)[^\s\\]*$/, "admin-settings:errors.href");

export const popularSearchListBody = z.object({ page });
export const popularSearchSaveBody = z.object({
  searchId: id.optional(),
  title: text(2, 60, "searchTitle"),
  /** 0 = not pinned; pinned searches come first, in this order. */
  pinned: z
    .number("admin-settings:errors.pinned")
    .int("admin-settings:errors.pinned")
    .min(0, "admin-settings:errors.pinned")
    .max(99, "admin-settings:errors.pinned"),
});
export type PopularSearchInput = z.infer<typeof popularSearchSaveBody>;
export const popularSearchIdBody = z.object({ searchId: id });
export const popularCategoriesBody = z.object({
  categories: z
    .array(z.object({ title: text(2, 60, "categoryTitle"), href: localHref }))
    .max(12, "admin-settings:errors.categories")
    .refine((list) => new Set(list.map((c) => c.href)).size === list.length, "admin-settings:errors.categories"),
});
