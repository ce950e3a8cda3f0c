import "server-only";
import { db, type Tx } from "@/server/platform/db/client";
import { invalidate } from "@/server/platform/runtime/cache";

/**
 * Runs one staff change in a transaction (the change and its audit record commit together), then invalidates the
 * storefront cache tags it touches, so every instance shows it on its next request.
 */
export async function staffChange<T>(tags: string[], work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db().transaction(work);
  await Promise.all(tags.map((tag) => invalidate(tag)));
  return result;
}

/** Values compare by content, so arrays, dates and JSON columns count as changed only when they differ. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `next` whose values differ from `current`, as the audit log's before and after; null when
 * nothing changed (then nothing is saved or recorded).
 */
export function fieldChanges<T extends object>(current: T, next: Partial<T>): { before: Partial<T>; after: Partial<T> } | null {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (same(current[key], next[key])) continue;
    before[key] = current[key];
    after[key] = next[key];
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}
