import type { JobDefinition } from "@/server/platform/jobs/registry";
import type { AttachmentBuilder } from "@/server/platform/mail/outbox";

/**
 * The orders' background work: unpaid bank transfers reminded then cancelled, abandoned card payments released,
 * invoices issued through the e-invoice provider (and undone for cancelled orders) when it is set up, carrier
 * parcels tracked.
 */
export const orderJobs: JobDefinition[] = [
  {
    name: "orders.cancel-unpaid",
    schedule: "15 * * * *",
    run: async ({ now, config }) => (await import("./unpaid")).cancelUnpaidOrders(now, config.unpaidBankTransferDays),
  },
  {
    name: "orders.remind-unpaid",
    schedule: "0 10 * * *",
    run: async ({ now, config }) => (await import("./unpaid")).remindUnpaidOrders(now, config.unpaidBankTransferDays),
  },
  {
    name: "orders.track-shipments",
    schedule: "*/30 * * * *",
    run: async () => (await import("./shipping/tracking")).trackShipments(),
  },
  {
    name: "payments.release-abandoned-card",
    schedule: "*/5 * * * *",
    run: async ({ now }) => (await import("./card-payment")).releaseAbandonedCardOrders(now),
  },
  {
    name: "orders.issue-invoices",
    schedule: "*/2 * * * *",
    run: async ({ now }) => (await import("./invoicing/issue")).issueDueInvoices(now),
  },
];

/** Builds the files the orders' and quotes' mails attach (contracts, a quote's PDF) when the mail is sent. */
export const orderMailAttachments = async (): Promise<AttachmentBuilder> => (await import("./documents")).buildMailAttachment;
