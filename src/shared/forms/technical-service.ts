import { z } from "zod";
import { toShopDay } from "@/lib/shop-time";
import { emailField, nameField, optionalText, phoneField, requiredText } from "./fields";

/** How far ahead a service visit can be asked for. */
const PREFERRED_DATE_MAX_DAYS = 365;

/**
 * The dates a visit can be asked for, as YYYY-MM-DD (the format of a date input): from today in the shop's
 * time zone up to a year ahead.
 */
export function preferredDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = toShopDay(now);
  const max = new Date(Date.parse(`${min}T00:00:00Z`) + PREFERRED_DATE_MAX_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { min, max };
}

const isCalendarDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Optional; when given, a real date from today up to a year ahead. */
const preferredDateField = z
  .string()
  .trim()
  .optional()
  .default("")
  .refine((s) => s === "" || isCalendarDate(s), "errors.dateInvalid")
  .refine((s) => s === "" || !isCalendarDate(s) || s >= preferredDateRange().min, "errors.dateInPast")
  .refine((s) => s === "" || !isCalendarDate(s) || s <= preferredDateRange().max, "errors.dateTooFar");

export const technicalServiceSchema = z.object({
  machineModel: requiredText(120, 2),
  serialNumber: requiredText(40).regex(/^[\p{L}\p{N}][\p{L}\p{N}\-/. ]*$/u, "errors.serialInvalid"),
  faultDescription: requiredText(5000, 20, "errors.faultShort"),
  preferredDate: preferredDateField,
  name: nameField,
  company: optionalText(150),
  email: emailField,
  phone: phoneField({ required: true }),
});

export type TechnicalServiceInput = z.infer<typeof technicalServiceSchema>;
