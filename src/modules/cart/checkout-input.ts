import { z } from "zod";
import { formatPhoneMask, PHONE_DIGITS, phoneDigits } from "@/lib/phone";
import { isValidTaxNumber, isValidTcKimlikNo } from "@/lib/turkish-id";

/**
 * Bodies of the checkout routes, shared by the checkout forms and the API (docs/API.md). Error
 * messages are keys of `cart:form.errors`, translated where they are shown.
 */
const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
const optionalText = (max: number) => z.string().trim().max(max, "tooLong").optional();

export const postalAddressInput = z
  .object({
    fullName: z.string().trim().min(3, "fullName").max(100, "tooLong"),
    phone: z
      .string()
      .transform((value) => phoneDigits(value))
      .refine((digits) => digits.length === PHONE_DIGITS, "phone")
      .transform((digits) => formatPhoneMask("+90", digits)),
    city: text(60),
    district: text(60),
    neighbourhood: text(80),
    line: z.string().trim().min(5, "line").max(250, "tooLong"),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "postcode"),
    billingType: z.enum(["individual", "corporate"]).default("individual"),
    tcKimlikNo: optionalText(11),
    companyName: optionalText(150),
    taxOffice: optionalText(80),
    taxNumber: optionalText(10),
  })
  .superRefine((a, ctx) => {
    if (a.tcKimlikNo && !isValidTcKimlikNo(a.tcKimlikNo)) ctx.addIssue({ code: "custom", path: ["tcKimlikNo"], message: "tcKimlikNo" });
    if (a.billingType !== "corporate") return;
    if (!a.companyName) ctx.addIssue({ code: "custom", path: ["companyName"], message: "required" });
    if (!a.taxOffice) ctx.addIssue({ code: "custom", path: ["taxOffice"], message: "required" });
    if (!a.taxNumber || !isValidTaxNumber(a.taxNumber)) ctx.addIssue({ code: "custom", path: ["taxNumber"], message: "taxNumber" });
  });

export type PostalAddressInput = z.input<typeof postalAddressInput>;

const addressId = z.number().int().positive();

/**
 * Step "information". Shipping: a saved address id (customers) or an address. Billing: the same
 * as shipping unless a billing address id or address is given. E-mail: guests only (customers use
 * their account's).
 */
export const informationBody = z
  .object({
    email: z.email("email").max(254, "tooLong").optional(),
    shippingAddressId: addressId.optional(),
    shippingAddress: postalAddressInput.optional(),
    billingAddressId: addressId.optional(),
    billingAddress: postalAddressInput.optional(),
  })
  .refine((b) => (b.shippingAddressId === undefined) !== (b.shippingAddress === undefined), {
    message: "shippingAddress",
    path: ["shippingAddress"],
  })
  .refine((b) => b.billingAddressId === undefined || b.billingAddress === undefined, {
    message: "billingAddress",
    path: ["billingAddress"],
  });

export type InformationInput = z.infer<typeof informationBody>;
export type InformationBody = z.input<typeof informationBody>;

export const deliveryBody = z.object({ deliveryType: z.enum(["standard", "express"]) });
export const paymentBody = z.object({ paymentMethod: z.enum(["bank_transfer", "cash_on_delivery", "card"]) });
export const stepBody = z.object({ step: z.enum(["information", "delivery", "payment"]) });
/** The grand total the shopper saw; a different total now (a price changed) stops the order with prices_changed. */
export const placeOrderBody = z.object({ expectedGrandTotal: z.number().int().min(0).optional() });

/**
 * The information form: a saved address id or "new" for each address, billing the same as
 * shipping by default. An address is validated only when it is the one that will be used, and
 * the form's output is the route's body.
 */
export const NEW_ADDRESS = "new";

export type InformationFormInput = {
  email?: string;
  shippingChoice: string;
  shippingAddress?: Partial<PostalAddressInput>;
  billingSame: boolean;
  billingChoice?: string;
  billingAddress?: Partial<PostalAddressInput>;
};

export const informationForm = (isGuest: boolean) =>
  z
    .object({
      email: isGuest ? z.email("email").max(254, "tooLong") : z.string().optional(),
      shippingChoice: z.string(),
      shippingAddress: z.unknown(),
      billingSame: z.boolean(),
      billingChoice: z.string().optional(),
      billingAddress: z.unknown(),
    })
    .transform((v, ctx): InformationBody => {
      type Picked = { id?: number; address?: PostalAddressInput };
      const pick = (choice: string | undefined, value: unknown, path: "shippingAddress" | "billingAddress"): Picked => {
        if (choice && choice !== NEW_ADDRESS) return { id: Number(choice) };
        const parsed = postalAddressInput.safeParse(value ?? {});
        for (const issue of parsed.error?.issues ?? [])
          ctx.addIssue({ code: "custom", message: issue.message, path: [path, ...issue.path] });
        return { address: parsed.data };
      };
      const shipping = pick(v.shippingChoice, v.shippingAddress, "shippingAddress");
      const billing: Picked = v.billingSame ? {} : pick(v.billingChoice, v.billingAddress, "billingAddress");
      return {
        email: v.email || undefined,
        shippingAddressId: shipping.id,
        shippingAddress: shipping.address,
        billingAddressId: billing.id,
        billingAddress: billing.address,
      };
    });
