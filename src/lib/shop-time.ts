/**
 * Every date and time the shop shows or reads is in the shop's own zone (Türkiye, UTC+03:00 all year since
 * 2016) and in Turkish, whatever the server's or the browser's zone: the server and the browser render the
 * same text, and a day or hour means the same to customers and staff.
 */
const ZONE = "Europe/Istanbul";
/** The zone of the shop's clock, for schedules that run at the shop's hours. */
export const SHOP_TIME_ZONE = ZONE;
const OFFSET = "+03:00";
const LOCALE = "tr-TR";

type Moment = Date | string;

const display = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: ZONE });
  return (date: Moment) => format.format(new Date(date));
};

/** "21 May 2026" */
export const formatDate = display({ dateStyle: "medium" });
/** "21 Mayıs 2026" */
export const formatLongDate = display({ dateStyle: "long" });
/** "21 May 2026 10:45" */
export const formatDateTime = display({ dateStyle: "medium", timeStyle: "short" });
/** "21 Mayıs 2026 10:45" */
export const formatLongDateTime = display({ dateStyle: "long", timeStyle: "short" });

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** A moment as a datetime-local input's value in shop time ("2026-12-31T23:59"), or "" for none. */
export function toShopInput(date: Date | null): string {
  if (!date) return "";
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A moment in shop time to the second, as registries take it ("2026-12-31 23:59:07"). */
export function toShopTimestamp(date: Date): string {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The shop's calendar day of a moment, as a date input's value ("2026-12-31"). */
export const toShopDay = (date: Date): string => toShopInput(date).slice(0, 10);

/** A datetime-local input's value read as shop time, as an ISO timestamp with its offset; null when empty. */
export const fromShopInput = (value: string): string | null => (value ? `${value}:00${OFFSET}` : null);
