import { boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Every commercial-message consent given or withdrawn (ETK/İYS), never updated or deleted: who, by which channel,
 * to which address or number, the version of the consent text shown, the KVKK clarification text shown, and when.
 * A customer's current choice per channel is their latest row. The account may go; the proof stays.
 */
export const commercialConsents = pgTable(
  "commercial_consents",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    granted: boolean("granted").notNull(),
    /** The e-mail address or the phone number (E.164) the choice is about. */
    recipient: text("recipient").notNull(),
    /** "signup" or "account": the form the choice was made on. */
    source: text("source", { enum: ["signup", "account"] }).notNull(),
    textVersion: text("text_version").notNull(),
    clarificationVersion: text("clarification_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("commercial_consents_user_idx").on(t.userId, t.channel, t.createdAt)],
);

/** The forms whose record keeps the KVKK clarification text shown beside them (sign-up and the contact forms keep it in their own rows). */
export const clarificationForms = ["checkout", "address", "profile", "payment_notification", "cancellation", "return"] as const;

/**
 * Which version of the KVKK clarification text (a hash of its text) a form showed when it created or changed a row:
 * the form, the row's id (an order, an address, a user, a payment notification, a return), who sent it, and when.
 * Never updated; the row it names may go, the proof stays.
 */
export const clarificationRecords = pgTable(
  "clarification_records",
  {
    id: serial("id").primaryKey(),
    form: text("form", { enum: clarificationForms }).notNull(),
    recordId: text("record_id").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    version: text("version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clarification_records_record_idx").on(t.form, t.recordId)],
);
