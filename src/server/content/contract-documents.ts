import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { db } from "@/server/platform/db/client";
import { contractDocuments } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import type { ContractDocuments } from "@/shared/social/types";

async function forLocale(locale: string): Promise<ContractDocuments | null> {
  const [row] = await db().select().from(contractDocuments).where(eq(contractDocuments.locale, locale)).limit(1);
  if (!row) return null;
  return {
    termsOfMembershipText: row.termsOfMembershipText,
    clarificationText: row.clarificationText,
    commentPostingCriteriaText: row.commentPostingCriteriaText,
  };
}

/** The contract documents in the asked locale, or the shop's default locale when it has none of its own. */
export async function contractDocumentsFor(locale: string): Promise<ContractDocuments> {
  const documents = (await forLocale(locale)) ?? (locale === storeConfig.defaultLocale ? null : await forLocale(storeConfig.defaultLocale));
  if (!documents) throw notFound();
  return documents;
}

const versionOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** Which membership agreement and clarification text a sign-up in this locale is shown: a hash of each text. */
export async function contractVersionsFor(locale: string) {
  const documents = await contractDocumentsFor(locale);
  return { membershipTerms: versionOf(documents.termsOfMembershipText), clarification: versionOf(documents.clarificationText) };
}

/**
 * The version of the KVKK clarification text every form that takes personal data shows now; the form's record keeps
 * it (sign-up, the contact forms, commercial consent). Read before a transaction: PGlite has one connection.
 */
export const shownClarificationVersion = async () => (await contractVersionsFor(storeConfig.defaultLocale)).clarification;
