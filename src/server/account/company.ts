import "server-only";
import { eq } from "drizzle-orm";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { customerCompanies } from "@/server/platform/db/schema";
import type { CompanyInput } from "@/shared/account/company";
import type { QuoteCompany } from "@/shared/quotes";

/** The customer's company, or null when they buy as a person. */
export async function companyOf(userId: string, q: Db | Tx = db()): Promise<QuoteCompany | null> {
  const [row] = await q
    .select({ tradeName: customerCompanies.tradeName, taxOffice: customerCompanies.taxOffice, taxNumber: customerCompanies.taxNumber })
    .from(customerCompanies)
    .where(eq(customerCompanies.userId, userId));
  return row ?? null;
}

/** Saves the customer's company (VKN already checked by the request's schema), or removes it with null. */
export async function saveCompany(userId: string, company: CompanyInput | null): Promise<{ company: QuoteCompany | null }> {
  if (!company) {
    await db().delete(customerCompanies).where(eq(customerCompanies.userId, userId));
    return { company: null };
  }
  const values = { ...company, updatedAt: new Date() };
  await db()
    .insert(customerCompanies)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: customerCompanies.userId, set: values });
  return { company };
}
