import { z } from "zod";
import { isDistrictOf } from "@/lib/districts";
import { postcodeMatchesProvince, provinceNamed, provinces } from "@/lib/provinces";
import { isValidTaxNumber, isValidTcKimlikNo } from "@/lib/turkish-id";

/**
 * The one rule set for a Turkish postal address with its invoice details, used by the address book
 * (/api/account/save-address) and by the checkout's new addresses. Messages are translation keys.
 *
 * Why these fields: an e-Arşiv invoice names its buyer, so an individual invoice needs the
 * buyer's T.C. Kimlik No (a foreign resident's 99… number passes the same checksum) and a corporate one the
 * company's name, tax office and tax number (a VKN, or the T.C. Kimlik No sole proprietors are taxed under).
 */
export const billingTypes = ["individual", "corporate"] as const;
export type BillingType = (typeof billingTypes)[number];

const text = (min: number, max: number, key: string) => z.string().trim().min(min, key).max(max, key);
const optionalText = (max: number) => z.string().trim().max(max, "account:validation.invalid").default("");

export const postalAddressShape = {
  fullName: text(2, 100, "account:validation.nameLength"),
  /** Typed ("istanbul") or chosen from the list, stored as the province's own name ("İstanbul"). */
  city: z
    .string()
    .transform((city) => provinceNamed(city) ?? city)
    .refine((city) => provinces.includes(city), "account:validation.cityInvalid"),
  district: text(2, 60, "account:validation.districtRequired"),
  neighbourhood: text(2, 100, "account:validation.neighbourhoodRequired"),
  line: text(5, 250, "account:validation.lineLength"),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "account:validation.postcodeInvalid"),
  billingType: z.enum(billingTypes),
  tcKimlikNo: optionalText(11),
  companyName: optionalText(150),
  taxOffice: optionalText(100),
  taxNumber: optionalText(11),
};

type PostalAddressFields = z.output<z.ZodObject<typeof postalAddressShape>>;

/** The district and the postcode belong to the province (any address, invoiced or not). */
export function placeRules(a: Pick<PostalAddressFields, "postcode" | "city" | "district">, ctx: z.RefinementCtx) {
  if (!provinces.includes(a.city)) return;
  if (a.district.length >= 2 && !isDistrictOf(a.city, a.district))
    ctx.addIssue({ code: "custom", path: ["district"], message: "account:validation.districtInvalid" });
  if (/^\d{5}$/.test(a.postcode) && !postcodeMatchesProvince(a.postcode, a.city))
    ctx.addIssue({ code: "custom", path: ["postcode"], message: "account:validation.postcodeCity" });
}

/** Rules that span fields: the district and postcode belong to the province, and the chosen invoice kind has its details. */
export function billingRules(a: PostalAddressFields, ctx: z.RefinementCtx) {
  const issue = (path: keyof PostalAddressFields, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  placeRules(a, ctx);
  if (a.billingType === "individual") {
    if (!isValidTcKimlikNo(a.tcKimlikNo)) issue("tcKimlikNo", "account:validation.tcKimlikInvalid");
    return;
  }
  if (a.companyName.length < 2) issue("companyName", "account:validation.companyRequired");
  if (a.taxOffice.length < 2) issue("taxOffice", "account:validation.taxOfficeRequired");
  if (!isValidTaxNumber(a.taxNumber) && !isValidTcKimlikNo(a.taxNumber)) issue("taxNumber", "account:validation.taxNumberInvalid");
}

/** The invoice details of the chosen kind only, so no stale tax data of the other kind is kept. */
export function chosenBilling(a: PostalAddressFields) {
  return a.billingType === "individual"
    ? { tcKimlikNo: a.tcKimlikNo }
    : { companyName: a.companyName, taxOffice: a.taxOffice, taxNumber: a.taxNumber };
}
