import { z } from "zod";
import { postcodeMatchesProvince, provinces } from "@/lib/provinces";
import { isValidTaxNumber, isValidTcKimlikNo } from "@/lib/turkish-id";
import { phoneValueField, storedPhoneField } from "./fields";

export const billingTypes = ["individual", "corporate"] as const;
export type BillingType = (typeof billingTypes)[number];

const text = (min: number, max: number, key: string) => z.string().trim().min(min, key).max(max, key);
const optionalText = (max: number) => z.string().trim().max(max).default("");

const addressFields = z.object({
  title: text(1, 40, "validation.addressTitle"),
  fullName: text(2, 100, "validation.nameLength"),
  city: z.string().refine((c) => provinces.includes(c), "validation.cityInvalid"),
  district: text(2, 60, "validation.districtRequired"),
  neighbourhood: text(2, 100, "validation.neighbourhoodRequired"),
  line: text(5, 250, "validation.lineLength"),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "validation.postcodeInvalid"),
  billingType: z.enum(billingTypes),
  tcKimlikNo: optionalText(11),
  companyName: optionalText(150),
  taxOffice: optionalText(100),
  taxNumber: optionalText(11),
  isDefault: z.boolean().default(false),
});

type AddressShape = z.infer<typeof addressFields>;

/**
 * Rules that span fields: the postcode belongs to the province; an individual invoice needs a valid
 * T.C. Kimlik No; a corporate one needs the company, its tax office and a valid tax number (a VKN, or
 * the T.C. Kimlik No that sole proprietors are taxed under).
 */
function billingRules(a: AddressShape, ctx: z.RefinementCtx) {
  const issue = (path: keyof AddressShape, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (/^\d{5}$/.test(a.postcode) && provinces.includes(a.city) && !postcodeMatchesProvince(a.postcode, a.city))
    issue("postcode", "validation.postcodeCity");
  if (a.billingType === "individual") {
    if (!isValidTcKimlikNo(a.tcKimlikNo)) issue("tcKimlikNo", "validation.tcKimlikInvalid");
    return;
  }
  if (a.companyName.length < 2) issue("companyName", "validation.companyRequired");
  if (a.taxOffice.length < 2) issue("taxOffice", "validation.taxOfficeRequired");
  if (!isValidTaxNumber(a.taxNumber) && !isValidTcKimlikNo(a.taxNumber)) issue("taxNumber", "validation.taxNumberInvalid");
}

/** POST /api/account/save-address: without id it adds, with id it edits. */
export const addressRequestSchema = addressFields
  .extend({ id: z.number().int().positive().optional(), phone: storedPhoneField })
  .strict()
  .superRefine(billingRules);
export type AddressRequest = z.infer<typeof addressRequestSchema>;

export const addressFormSchema = addressFields
  .extend({ phone: phoneValueField.nullish().refine((v) => v != null, "validation.phoneRequired") })
  .superRefine(billingRules);
export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressForm = z.output<typeof addressFormSchema>;
