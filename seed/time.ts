/** Every seeded date is relative to this fixed instant, never to the clock. */
export const SEED_BASE_DATE = new Date("2026-11-01T09:00:00.000Z");

const DAY = 86_400_000;

export const daysBefore = (days: number, minutes = 0) => new Date(SEED_BASE_DATE.getTime() - days * DAY - minutes * 60_000);

export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

export const at = (iso: string) => new Date(iso);
