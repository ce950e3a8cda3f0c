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
