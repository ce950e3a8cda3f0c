/** ?page=N of a back-office list: a positive whole number, otherwise the first page. */
export function pageParam(value: string | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= 100_000 ? n : 1;
}
