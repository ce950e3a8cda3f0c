import "server-only";
import { and, eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { shownClarificationVersion } from "@/server/content";
import { db } from "@/server/platform/db/client";
import {
  account,
  addresses,
  carts,
  collections,
  customerCompanies,
  favorites,
  orders,
  quotes,
  reviews,
  session,
  user,
} from "@/server/platform/db/schema";
import { badRequest } from "@/server/platform/http/errors";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";
import { shoppersChanged } from "@/server/platform/runtime/cache";
import { auth } from "./auth";
import { withdrawAllConsents } from "./commercial-consent";
import { countSignInAttempt, forgiveSignInAttempt } from "./sign-in-lockout";

async function passwordMatches(userId: string, password: string) {
  const [credential] = await db()
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.hash) return false;
  return (await auth().$context).password.verify({ hash: credential.hash, password });
}

/**
 * The customer's right to erasure, confirmed with the password (wrong ones count towards the sign-in lockout). Addresses, favourites, collections, carts, the company, quotes,
 * sessions and the sign-in are deleted; reviews stay without the author's name; orders stay, with the invoice
 * data they carry, as the law requires, but no longer belong to an account. The user row keeps only its id (the
 * reviews' anchor) under a placeholder name and an address that cannot receive mail, so the e-mail is free again.
 * A confirmation goes to the address the account had, queued with the erasure: what was deleted and what is kept.
 */
export async function deleteAccount(owner: { id: string; email: string }, password: string): Promise<{ deleted: true }> {
  const userId = owner.id;
  // A wrong password here counts against the same per-account lockout as a failed sign-in.
  await countSignInAttempt(owner.email);
  if (!(await passwordMatches(userId, password))) throw badRequest("invalid_password", t("errors:invalid_password"));
  await forgiveSignInAttempt(owner.email);
  const clarification = await shownClarificationVersion();
  const vars = { brand: storeConfig.brand, support: storeConfig.email };
  await db().transaction(async (tx) => {
    await queueMail(tx, {
      to: owner.email,
      subject: t("account:mail.deleted.subject", vars),
      paragraphs: paragraphsOf(t("account:mail.deleted.text", vars)),
    });
    await withdrawAllConsents(tx, userId, clarification);
    await tx.update(orders).set({ userId: null }).where(eq(orders.userId, userId));
    await tx.update(reviews).set({ isAuthorNameShown: false }).where(eq(reviews.userId, userId));
    for (const table of [addresses, favorites, collections, carts, customerCompanies, quotes, session, account])
      await tx.delete(table).where(eq(table.userId, userId));
    await tx
      .update(user)
      .set({
        name: t("account:deleteAccount.placeholderName"),
        email: `silinmis-${userId}@silinmis.invalid`,
        emailVerified: false,
        image: null,
        phone: null,
        marketingEmailConsentAt: null,
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId));
  });
  await shoppersChanged();
  return { deleted: true };
}
