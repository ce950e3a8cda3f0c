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
  message: requiredText(5000, 10, "errors.messageShort"),
});

export type ContactInput = z.infer<typeof contactSchema>;
