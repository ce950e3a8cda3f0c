/** How many options a filter group shows until the shopper asks for all of them. */
export const VISIBLE_OPTIONS = 8;

/**
 * The options a folded filter group shows: the `limit` that list the most products (the earlier one on a tie) and
 * every chosen one, in the group's own order. A group of `limit` options or fewer shows them all.
 */
export function visibleOptions<T extends { count: number; selected: boolean }>(options: T[], limit = VISIBLE_OPTIONS): T[] {
  if (options.length <= limit) return options;
  const top = new Set([...options].sort((a, b) => b.count - a.count).slice(0, limit));
  return options.filter((o) => o.selected || top.has(o));
}
