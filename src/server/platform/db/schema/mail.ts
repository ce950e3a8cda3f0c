import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every mail the worker handed to the mail server, by its message id (the outbox job's id): a job run again after a
 * crash finds its message here and does not send it a second time.
 */
export const sentMail = pgTable("sent_mail", {
  messageId: text("message_id").primaryKey(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
