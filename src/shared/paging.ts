import { z } from "zod";

/** Every back-office list shows this many rows a page, with plain ?page=N links (modules/admin/components/admin-pagination). */
export const ADMIN_PAGE_SIZE = 25;

/** Rows to skip for a 1-based page; anything below 1 is the first page. */
export const pageOffset = (page = 1) => (Math.max(1, Math.floor(page)) - 1) * ADMIN_PAGE_SIZE;

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

/** The page number of a back-office list. */
export const page = z.number().int().min(1).max(100_000).optional();
/**
 * Trimmed text of `min` to `max` characters for a back-office area whose messages are `{namespace}:errors.{key}`:
 * with `text = boundedText("admin-inbox")`, any problem with `text(2, 2000, "note")` shows "admin-inbox:errors.note".
 */
export const boundedText = (namespace: string) => (min: number, max: number, key: string) => {
  const message = `${namespace}:errors.${key}`;
  return z.string(message).trim().min(min, message).max(max, message);
};
/** The search text of a back-office list. */
export const listQuery = z.string().max(120).optional();
