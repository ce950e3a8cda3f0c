import { z } from "zod";
import { emailField, nameField, optionalText, phoneField, requiredText } from "./fields";

/** Contact and quote request (/contact): a quote when it names a product of the catalogue. */
export const contactSchema = z.object({
  name: nameField,
  company: optionalText(150),
  email: emailField,
  phone: phoneField({ required: false }),
  subject: requiredText(150, 3),
  /** Product code from the product page's "Teklif İste" link. */
  product: optionalText(64),
  /** How many units the quote is for (1 to 9999), when it names a product; blank when the sender leaves it. */
  quantity: z
    .string()
    .trim()
    .regex(/^(|[1-9]\d{0,3})$/, "errors.quantityInvalid")
    .optional()
    .default(""),
  message: requiredText(5000, 10, "errors.messageShort"),
});

export type ContactInput = z.infer<typeof contactSchema>;
