import { z } from "zod";

/** The accountant's export: its sheets and formats (docs/API.md, "The month's export"). */
export const monthSheets = ["orders", "invoices", "refunds", "payments", "tax"] as const;
export type MonthSheet = (typeof monthSheets)[number];
export const monthFormats = ["csv", "xlsx"] as const;

/** At most a year and a day per export or report. */
export const MAX_RANGE_DAYS = 366;

/** A calendar day that exists ("2026-02-31" does not). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().slice(0, 10) === s, { message: "invalid_date" });
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** A range of the shop's calendar days, both ends included (in shop time, Europe/Istanbul). */
export const monthRange = z
  .object({ from: day, to: day })
  .refine((r) => daysBetween(r.from, r.to) >= 0 && daysBetween(r.from, r.to) < MAX_RANGE_DAYS, { message: "invalid_range" });

/** `?from=2026-11-01&to=2026-11-30&format=xlsx` (every sheet), or `format=csv&sheet=orders` (one sheet per CSV file). */
export const monthExportQuery = z.intersection(
  monthRange,
  z.discriminatedUnion("format", [
    z.object({ format: z.literal("xlsx") }),
    z.object({ format: z.literal("csv"), sheet: z.enum(monthSheets) }),
  ]),
);
export type MonthExportQuery = z.infer<typeof monthExportQuery>;
