import { z } from "zod";
import { formatPhoneMask, PHONE_DIGITS, phoneDigits } from "@/lib/phone";
import { billingRules, chosenBilling, placeRules, postalAddressShape } from "@/lib/postal-address";
import { entityId as addressId } from "@/shared/ids";
import { contractsApproved, contractsHash } from "@/shared/orders/documents";

/**
 * Bodies of the checkout routes, shared by the checkout forms and the API (docs/API.md). Error
 * messages are keys of `cart:form.errors`, or namespaced keys of the shared address rules, translated where
 * they are shown.
 */
const addressFields = z.object({
  ...postalAddressShape,
  billingType: postalAddressShape.billingType.default("individual"),
  phone: z
    .string()
    .transform((value) => phoneDigits(value))
    .refine((digits) => digits.length === PHONE_DIGITS, "phone")
    // A mobile number (5xx): the carrier texts the delivery to it, so a landline (2xx, 3xx, 4xx) will not do.
    .refine((digits) => digits.startsWith("5"), "mobilePhone")
    .transform((digits) => formatPhoneMask("+90", digits)),
});
type AddressFields = z.output<typeof addressFields>;
const withoutInvoice = ({ tcKimlikNo: _t, companyName: _c, taxOffice: _o, taxNumber: _n, ...address }: AddressFields) => address;

export const postalAddressInput = addressFields
  .superRefine(billingRules)
  // Stored in the cart and the order as it is: only the chosen invoice kind's details.
  .transform((a) => ({ ...withoutInvoice(a), ...chosenBilling(a) }));

/** A delivery address when the invoice goes to a separate billing address: no invoice details asked or kept. */
export const deliveryAddressInput = addressFields
  .superRefine(placeRules)
  .transform((a) => ({ ...withoutInvoice(a), billingType: "individual" as const }));

export type PostalAddressInput = z.input<typeof postalAddressInput>;

/** A new shipping address needs the invoice details only when it is also the billing address. */
const shippingInput = (separateBilling: boolean) => (separateBilling ? deliveryAddressInput : postalAddressInput);

/**
 * Step "information". Shipping: a saved address id (customers) or an address. Billing: the same
 * as shipping unless a billing address id or address is given; then the shipping address carries no
 * invoice details. E-mail: guests only (customers use their account's).
 */
const guestEmail = z.email("email").max(254, "tooLong");

export const informationBody = z
  .object({
    email: guestEmail.optional(),
    shippingAddressId: addressId.optional(),
    shippingAddress: z.unknown().optional(),
    billingAddressId: addressId.optional(),
    billingAddress: postalAddressInput.optional(),
    /** A signed-in customer's new delivery address is also kept in their address book. */
    saveAddress: z.boolean().optional(),
  })
  .refine((b) => (b.shippingAddressId === undefined) !== (b.shippingAddress === undefined), {
    message: "shippingAddress",
    path: ["shippingAddress"],
  })
  .refine((b) => b.billingAddressId === undefined || b.billingAddress === undefined, {
    message: "billingAddress",
    path: ["billingAddress"],
  })
  .transform((b, ctx) => {
    if (b.shippingAddress === undefined) return { ...b, shippingAddress: undefined };
    const separate = b.billingAddressId !== undefined || b.billingAddress !== undefined;
    const parsed = shippingInput(separate).safeParse(b.shippingAddress);
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({ code: "custom", message: issue.message, path: ["shippingAddress", ...issue.path] });
    return parsed.success ? { ...b, shippingAddress: parsed.data } : z.NEVER;
  });

export type InformationInput = z.infer<typeof informationBody>;
export type InformationBody = z.input<typeof informationBody>;

/** The delivery choice; `advance: false` records it for the summary's totals without going on to payment. */
export const deliveryBody = z.object({ deliveryType: z.enum(["standard", "express"]), advance: z.boolean().default(true) });
export const paymentBody = z.object({ paymentMethod: z.enum(["bank_transfer", "cash_on_delivery", "card"]) });
export const stepBody = z.object({ step: z.enum(["information", "delivery", "payment"]) });
/**
 * The grand total the shopper saw; a different total now (a price changed) stops the order with prices_changed. The
 * buyer's approval of the contracts is required, with the hash of the texts shown when the client has it.
 */
export const placeOrderBody = z.object({
  expectedGrandTotal: z.number().int().min(0).optional(),
  contractsApproved,
  contractsHash: contractsHash.optional(),
});

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
  saveAddress?: boolean;
};

export const informationForm = (isGuest: boolean) =>
  z
    .object({
      // Checked with the addresses below, so that one submit flags every field at once.
      email: z.string().optional(),
      shippingChoice: z.string(),
      shippingAddress: z.unknown(),
      billingSame: z.boolean(),
      billingChoice: z.string().optional(),
      billingAddress: z.unknown(),
      saveAddress: z.boolean().optional(),
    })
    .transform((v, ctx): InformationBody => {
      type Picked = { id?: number; address?: PostalAddressInput };
      const pick = (choice: string | undefined, value: unknown, path: "shippingAddress" | "billingAddress"): Picked => {
        if (choice && choice !== NEW_ADDRESS) return { id: Number(choice) };
        const schema = path === "shippingAddress" ? shippingInput(!v.billingSame) : postalAddressInput;
        const parsed = schema.safeParse(value ?? {});
        for (const issue of parsed.error?.issues ?? [])
          ctx.addIssue({ code: "custom", message: issue.message, path: [path, ...issue.path] });
        return { address: parsed.data };
      };
      if (isGuest)
        for (const issue of guestEmail.safeParse(v.email ?? "").error?.issues ?? [])
          ctx.addIssue({ code: "custom", message: issue.message, path: ["email"] });
      const shipping = pick(v.shippingChoice, v.shippingAddress, "shippingAddress");
      const billing: Picked = v.billingSame ? {} : pick(v.billingChoice, v.billingAddress, "billingAddress");
      return {
        email: v.email || undefined,
        shippingAddressId: shipping.id,
        shippingAddress: shipping.address,
        billingAddressId: billing.id,
        billingAddress: billing.address,
        saveAddress: shipping.address && v.saveAddress ? true : undefined,
      };
    });
