import { z } from "zod";
import { provinces } from "@/lib/provinces";
import { isValidTaxNumber } from "@/lib/turkish-id";
import { emailField, nameField, optionalText, phoneField, requiredText } from "./fields";

/** Ten digits with a valid check digit (VKN); spaces people type between digit groups are ignored. */
const taxNumberField = z
  .string({ error: "errors.required" })
  .transform((s) => s.replace(/\s/g, ""))
  .pipe(z.string().min(1, "errors.required").refine(isValidTaxNumber, "errors.taxNumberInvalid"));

const yearsInTradeField = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .regex(/^\d{1,3}$/, "errors.yearsInvalid")
  .transform(Number)
  .refine((n) => n <= 100, "errors.yearsInvalid");

export const dealershipSchema = z.object({
  company: requiredText(150, 2),
  taxOffice: requiredText(100, 2),
  taxNumber: taxNumberField,
  city: z
    .string({ error: "errors.required" })
    .refine((city) => city !== "", "errors.required")
    .refine((city) => provinces.includes(city), "errors.cityInvalid"),
  yearsInTrade: yearsInTradeField,
  name: nameField,
  email: emailField,
  phone: phoneField({ required: true }),
  message: optionalText(2000),
});

export type DealershipInput = z.infer<typeof dealershipSchema>;
