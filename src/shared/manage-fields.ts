import { z } from "zod";
import { isReservedSlug } from "@/lib/reserved-slugs";
import { SLUG_PATTERN } from "@/lib/turkish";

/**
 * Fields the back office's forms share across domains (a category's, a brand's and a menu entry's name and
 * address). Messages are `admin:` translation keys: the form shows them next to the field and the API answers them
 * as its Turkish message.
 */

export const name = z.string().trim().min(2, "admin:fields.errors.name").max(100, "admin:fields.errors.name");
export const description = z.string().trim().max(2000, "admin:fields.errors.description");

/** A storefront address segment: what slugify() makes, and not one of the fixed routes. */
export const slugField = z
  .string()
  .trim()
  .max(120, "admin:fields.errors.slug")
  .regex(SLUG_PATTERN, "admin:fields.errors.slug")
  .refine((s) => !isReservedSlug(s), "admin:fields.errors.reservedSlug");
