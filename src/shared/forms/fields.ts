import { z } from "zod";
import { countries, defaultCountry, formatPhoneMask, PHONE_DIGITS, phoneDigits } from "@/lib/phone";

/**
 * Field rules shared by the forms in the browser and the server actions. Messages are keys of the `forms`
 * namespace: the form shows them translated, whichever side found the problem.
 */

const REQUIRED = "errors.required";

/** Text the user must fill in, trimmed, between `min` and `max` characters. */
export const requiredText = (max: number, min = 1, tooShort = "errors.tooShort") =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).min(min, tooShort).max(max, "errors.tooLong");

/** Text that may be left empty. */
export const optionalText = (max: number) => z.string().trim().max(max, "errors.tooLong").optional().default("");

export const nameField = requiredText(100, 2, "errors.nameShort");

export const emailField = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .max(254, "errors.emailInvalid")
  .pipe(z.email("errors.emailInvalid"));

// Longest dial code first, so "+994…" is not read as "+99…".
const byDialCodeLength = [...countries].sort((a, b) => b.phoneCode.length - a.phoneCode.length);

/**
 * What the phone field sent: the masked text of the phone field ("+49 (151) 234-56-78", dial code first)
 * or, without JavaScript, whatever was typed ("0532 123 45 67"; Türkiye unless it starts with a listed
 * dial code). Returns the country's dial code and the national digits.
 */
export function readPhone(text: string): { code: string; digits: string } {
  const trimmed = text.trim();
  const country = byDialCodeLength.find((c) => trimmed.startsWith(c.phoneCode)) ?? defaultCountry;
  return { code: country.phoneCode, digits: phoneDigits(trimmed, country.phoneCode) };
}

/**
 * Valid when empty or a full number (10 digits); stored as the mask shows it, "+90 (532) 123-45-67",
 * or "" when empty. `required` forms also refuse an empty one.
 */
export const phoneField = ({ required }: { required: boolean }) =>
  z
    .string()
    .max(40, "errors.phoneInvalid")
    .optional()
    .default("")
    .transform(readPhone)
    .superRefine(({ digits }, ctx) => {
      if (digits === "") {
        if (required) ctx.addIssue({ code: "custom", message: REQUIRED });
      } else if (digits.length < PHONE_DIGITS) ctx.addIssue({ code: "custom", message: "errors.phoneInvalid" });
    })
    .transform(({ code, digits }) => (digits === "" ? "" : formatPhoneMask(code, digits)));

/** The name of the field real people never see nor fill in; anything in it marks the sender as a robot. */
export const HONEYPOT_FIELD = "website";
