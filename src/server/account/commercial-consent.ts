import "server-only";
import { createHash } from "node:crypto";
import { asc, desc, eq } from "drizzle-orm";
import { t } from "@/i18n/server";
import { writeCsv } from "@/lib/csv";
import { toShopTimestamp } from "@/lib/shop-time";
import { shownClarificationVersion } from "@/server/content";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { commercialConsents, user } from "@/server/platform/db/schema";
import { badRequest, notFound } from "@/server/platform/http/errors";
import { type ConsentChange, type ConsentChannel, type ConsentState, consentChannels, consentTextKey } from "@/shared/account/consent";

/**
 * Commercial-message consent (6563 sayılı Kanun, ETK; İleti Yönetim Sistemi): opt-in per channel, never assumed,
 * each choice kept with the text shown and the time; withdrawing is one call and is kept too. Transactional mail
 * (orders, payments, password resets) needs none and is not governed here.
 */

/** The version of a channel's consent text as the customer read it: a hash of the Turkish text. */
export const consentTextVersion = (channel: ConsentChannel) =>
  createHash("sha256")
    .update(t(`account:${consentTextKey[channel]}`))
    .digest("hex")
    .slice(0, 16);

type Choice = { userId: string; channel: ConsentChannel; granted: boolean; recipient: string; source: "signup" | "account" };

/** Keeps choices, with the version of each consent text and of the clarification text shown, in the caller's transaction. */
export async function recordConsents(q: Db | Tx, choices: readonly Choice[], clarification: string) {
  if (choices.length === 0) return;
  await q
    .insert(commercialConsents)
    .values(choices.map((c) => ({ ...c, textVersion: consentTextVersion(c.channel), clarificationVersion: clarification })));
  const email = choices.findLast((c) => c.channel === "email");
  if (email)
    await q
      .update(user)
      .set({ marketingEmailConsentAt: email.granted ? new Date() : null })
      .where(eq(user.id, email.userId));
}

/** The customer's current choice per channel: their latest record, or not given. */
export async function consentState(userId: string, q: Db | Tx = db()): Promise<ConsentState> {
  const rows = await q
    .select({ channel: commercialConsents.channel, granted: commercialConsents.granted, at: commercialConsents.createdAt })
    .from(commercialConsents)
    .where(eq(commercialConsents.userId, userId))
    .orderBy(desc(commercialConsents.createdAt), desc(commercialConsents.id));
  const state = Object.fromEntries(consentChannels.map((c) => [c, { granted: false, at: null }])) as ConsentState;
  for (const channel of consentChannels) {
    const latest = rows.find((r) => r.channel === channel);
    if (latest) state[channel] = { granted: latest.granted, at: latest.at.toISOString() };
  }
  return state;
}

/** Gives or withdraws one channel from My Account. SMS needs the account's phone number; a repeat changes nothing. */
export async function changeConsent(userId: string, { channel, granted }: ConsentChange): Promise<ConsentState> {
  const clarification = await shownClarificationVersion();
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ email: user.email, phone: user.phone }).from(user).where(eq(user.id, userId)).for("update");
    if (!row) throw notFound();
    const recipient = channel === "email" ? row.email : row.phone;
    if (!recipient) throw badRequest("phone_required_for_sms");
    if ((await consentState(userId, tx))[channel].granted !== granted)
      await recordConsents(tx, [{ userId, channel, granted, recipient, source: "account" }], clarification);
    return consentState(userId, tx);
  });
}

/** Withdraws every channel still given (an account being deleted), in the caller's transaction. */
export async function withdrawAllConsents(tx: Tx, userId: string, clarification: string) {
  const state = await consentState(userId, tx);
  const [row] = await tx.select({ email: user.email, phone: user.phone }).from(user).where(eq(user.id, userId));
  const recipient = (channel: ConsentChannel) => (channel === "email" ? row?.email : row?.phone);
  await recordConsents(
    tx,
    consentChannels.flatMap((channel) => {
      const to = recipient(channel);
      return state[channel].granted && to ? [{ userId, channel, granted: false, recipient: to, source: "account" as const }] : [];
    }),
    clarification,
  );
}

const IYS_TYPE: Record<ConsentChannel, string> = { email: "EPOSTA", sms: "MESAJ" };

/**
 * Every choice, oldest first, in the columns of İYS's bulk consent upload: recipient, type (EPOSTA, MESAJ), source
 * (HS_WEB: given on the web site), status (ONAY, RET), the moment in shop time and the recipient type (BIREYSEL).
 */
export async function iysCsv(): Promise<string> {
  const rows = await db().select().from(commercialConsents).orderBy(asc(commercialConsents.createdAt), asc(commercialConsents.id));
  return writeCsv([
    ["ALICI", "TIP", "KAYNAK", "DURUM", "IZIN_TARIHI", "ALICI_TURU"],
    ...rows.map((r) => [r.recipient, IYS_TYPE[r.channel], "HS_WEB", r.granted ? "ONAY" : "RET", toShopTimestamp(r.createdAt), "BIREYSEL"]),
  ]);
}
