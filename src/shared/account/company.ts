import { z } from "zod";
import { isValidTaxNumber } from "@/lib/turkish-id";

/** A customer account that buys as a company: trade name (unvan), tax office and VKN, for invoices, contracts and quotes. */
export const companyBody = z
  .object({
    tradeName: z.string().trim().min(2, "account:company.errors.tradeName").max(200, "account:company.errors.tradeName"),
    taxOffice: z.string().trim().min(2, "account:company.errors.taxOffice").max(100, "account:company.errors.taxOffice"),
    taxNumber: z.string().trim().refine(isValidTaxNumber, "account:company.errors.taxNumber"),
  })
  .strict();
export type CompanyInput = z.infer<typeof companyBody>;

/** POST /api/account/save-company: the company, or null to buy as a person again. */
export const saveCompanyBody = z.object({ company: companyBody.nullable() }).strict();
