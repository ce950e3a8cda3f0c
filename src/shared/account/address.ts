import { z } from "zod";
import { billingRules, postalAddressShape } from "@/lib/postal-address";
import { entityId } from "@/shared/ids";
import { phoneValueField, storedPhoneField } from "./fields";

/** An address as orders and carts keep it (a copy, so a later edit of the address book changes no order). */
export type PostalAddress = {
  fullName: string;
  phone: string;
  city: string;
  district: string;
  neighbourhood: string;
  line: string;
  postcode: string;
  billingType: "individual" | "corporate";
  tcKimlikNo?: string;
  companyName?: string;
  taxOffice?: string;
  taxNumber?: string;
};

const addressFields = z.object({
  title: z.string().trim().min(1, "validation.addressTitle").max(40, "validation.addressTitle"),
  ...postalAddressShape,
  isDefault: z.boolean().default(false),
});

/** POST /api/account/save-address: without id it adds, with id it edits. */
export const addressRequestSchema = addressFields
  .extend({ id: entityId.optional(), phone: storedPhoneField })
  .strict()
  .superRefine(billingRules);
export type AddressRequest = z.infer<typeof addressRequestSchema>;

export const addressFormSchema = addressFields
  .extend({ phone: phoneValueField.nullish().refine((v) => v != null, "validation.phoneRequired") })
  .superRefine(billingRules);
export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressForm = z.output<typeof addressFormSchema>;
