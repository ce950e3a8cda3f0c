/** Query and path values of back-office pages, read defensively: anything odd falls back or is "not found". */
const MAX_ID = 2 ** 31 - 1;

/** ?page=N: a positive whole number, otherwise the first page. */
export function pageParam(value: string | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= 100_000 ? n : 1;
}

/** A row id from the path, or null (the page answers 404). */
export function idParam(value: string): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}
