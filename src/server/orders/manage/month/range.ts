import "server-only";
import { and, gte, lt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A range of shop calendar days (both included) as moments: from the first day's midnight to the next day's after the last, Istanbul time. */
export function shopDayBounds(from: string, to: string) {
  const start = new Date(`${from}T00:00:00+03:00`);
  const end = new Date(`${to}T00:00:00+03:00`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
}

export type ShopDays = { from: string; to: string };

/** The column's moment falls on one of the range's days. */
export const withinDays = (column: PgColumn, days: ShopDays): SQL => {
  const { start, end } = shopDayBounds(days.from, days.to);
  return and(gte(column, start), lt(column, end))!;
};
