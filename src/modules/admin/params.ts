/** ?page=N of a back-office list: a positive whole number, otherwise the first page. */
export function pageParam(value: string | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= 100_000 ? n : 1;
}

/** A list filter from the query: one of the allowed values, otherwise none (the list is not filtered). */
export const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined => list.find((v) => v === value);

/** What a list's search box sends to the database: its first 120 characters. */
export const searchTerm = (q: string) => q.slice(0, 120);
