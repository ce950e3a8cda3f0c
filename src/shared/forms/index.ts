import { z } from "zod";
import { contactSchema } from "./contact";
import { dealershipSchema } from "./dealership";
import { technicalServiceSchema } from "./technical-service";

/** The shop's forms by name; one schema each, used by the form in the browser and by the server action. */
export const formSchemas = {
  contact: contactSchema,
  technicalService: technicalServiceSchema,
  dealership: dealershipSchema,
} as const;

export type FormName = keyof typeof formSchemas;

/** POST /api/forms/submit: which form and its fields as typed, each checked by that form's schema on the server. */
export const formSubmissionBody = z.object({
  form: z.enum(Object.keys(formSchemas) as [FormName, ...FormName[]]),
  values: z.record(z.string().max(64), z.string().max(10_000)),
});
