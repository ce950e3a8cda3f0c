/**
 * Coupon start and expiry times are typed in the shop's own time (Türkiye, UTC+03:00 all year since 2016),
 * whatever the browser's or the server's zone, so the form renders the same on both and means the same to staff.
 */
const ZONE = "Europe/Istanbul";
const OFFSET = "+03:00";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as a datetime-local input's value in shop time ("2026-12-31T23:59"), or "" for none. */
export function toShopInput(date: Date | null): string {
  if (!date) return "";
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local input's value read as shop time, as an ISO timestamp with its offset; null when empty. */
export const fromShopInput = (value: string): string | null => (value ? `${value}:00${OFFSET}` : null);

const display = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: ZONE });

/** A moment for reading in the back office ("21 May 2026 10:45"), in shop time. */
export const formatShopTime = (date: Date | string) => display.format(new Date(date));
