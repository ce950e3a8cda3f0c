/** Dates in the back office: Turkish, in the shop's time zone whatever the server's. */
const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

export const formatDateTime = (date: Date | string) => dateTime.format(typeof date === "string" ? new Date(date) : date);

/** Turkey keeps UTC+3 all year, so a datetime-local field reads and writes the shop's time the same everywhere. */
const SHOP_OFFSET_MS = 3 * 3_600_000;

/** "2026-05-21T10:45" in the shop's time, for a datetime-local field. */
export const toShopDateTimeInput = (date: Date | string) => new Date(new Date(date).getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local field's value, read as the shop's time, as an ISO timestamp; null when it is not a date. */
export function fromShopDateTimeInput(value: string): string | null {
  const date = new Date(`${value}:00+03:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
