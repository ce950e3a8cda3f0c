import { z } from "zod";
import { countries, fromE164, isPhoneValid, PHONE_DIGITS, toE164 } from "@/lib/phone";
import { entityId } from "@/shared/ids";

/**
 * Field rules shared by the forms (client) and the API / auth hooks (server). Messages are keys of the
 * `account` namespace, so the form shows them translated and the server translates them once.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const nameField = z.string().trim().min(2, "validation.nameLength").max(100, "validation.nameLength");

export const emailField = z.string().trim().toLowerCase().max(254, "validation.emailInvalid").pipe(z.email("validation.emailInvalid"));

/** Sensible, not annoying: 8 to 128 characters with at least one letter and one digit. */
export const passwordField = z
  .string()
  .min(PASSWORD_MIN, "validation.passwordTooShort")
  .max(PASSWORD_MAX, "validation.passwordTooLong")
  .refine((p) => /\p{L}/u.test(p) && /\d/.test(p), "validation.passwordWeak");

/** A phone sent over the wire, stored as E.164 of a listed country ("+905321234567"). */
export const storedPhoneField = z
  .string()
  .max(30, "validation.phoneInvalid")
  .refine((s) => fromE164(s) !== undefined, "validation.phoneInvalid")
  .transform((s) => toE164(fromE164(s)!));

/** The phone field's value in a form: country, dial code and national digits; undefined when empty. */
export const phoneValueField = z
  .object({ countryCode: z.string(), code: z.string(), number: z.string() })
  .refine((v) => countries.some((c) => c.code === v.countryCode && c.phoneCode === v.code), "validation.phoneInvalid")
  .refine((v) => isPhoneValid(v.number) && v.number.replace(/\D/g, "").length <= PHONE_DIGITS, "validation.phoneInvalid");

/** {id} of an own address or order. */
export const idRequestSchema = z.object({ id: entityId }).strict();

/**
 * Account-namespace key of the first problem, for the envelope message of a rejected request: the field's own
 * message, or for what the schemas do not word themselves (a field the request may not carry, a wrong type, whose
 * messages are zod's English) a key of ours.
 */
export function firstIssueKey(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys") return "validation.unknownField";
  return issue?.message.startsWith("validation.") ? issue.message : "validation.invalid";
}
