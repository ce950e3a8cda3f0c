import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { t } from "@/i18n/server";
import { seller, storeSettings } from "@/server/content";
import { db, type Tx } from "@/server/platform/db/client";
import { orderContracts, orderInvoices, orderItems, orders } from "@/server/platform/db/schema";
import { downloadResponse } from "@/server/platform/http/download";
import { badRequest, notFound } from "@/server/platform/http/errors";
import type { MailFile } from "@/server/platform/mail";
import type { AttachmentRef, MailContent } from "@/server/platform/mail/render";
import { QUOTE_ATTACHMENT, quoteMailFile } from "@/server/quotes";
import { type OrderDocumentKind, orderDocumentQuery } from "@/shared/orders/documents";
import type { ContractSet } from "./contracts";
import { contractsPdf, proformaPdf } from "./document-pdf";
import { type OrderOwner, ownsOrder } from "./owner";

/**
 * An order's documents: the contracts frozen when it was placed, the invoice staff attached, and the proforma of a
 * bank transfer. The buyer downloads them from My Orders; the contracts also go with the confirmation mail.
 */

const CONTRACTS_ATTACHMENT = "order-contracts";

/** Keeps the approved texts with the order, once, in the order's own transaction. */
export async function freezeContracts(tx: Tx, orderId: number, set: ContractSet, approval: { at: Date; clientIp: string }) {
  await tx.insert(orderContracts).values({
    orderId,
    version: set.version,
    documents: set.documents,
    hash: set.hash,
    approvedAt: approval.at,
    clientIp: approval.clientIp,
  });
}

/** The confirmation mail with the approved contracts attached: the worker prints the frozen texts when it sends it. */
export function withContracts(mail: MailContent, order: { id: number; userId: string | null }): MailContent {
  const paragraphs = [...mail.paragraphs];
  paragraphs.splice(-1, 0, [t(order.userId ? "contracts:mail.attachedMember" : "contracts:mail.attached")]);
  return { ...mail, paragraphs, attachments: [{ kind: CONTRACTS_ATTACHMENT, id: order.id }] };
}

const pdfFile = (filename: string, content: Uint8Array): MailFile => ({ filename, contentType: "application/pdf", content });

async function contractsFile(orderId: number): Promise<MailFile | null> {
  const [row] = await db()
    .select({ number: orders.number, frozen: orderContracts })
    .from(orderContracts)
    .innerJoin(orders, eq(orders.id, orderContracts.orderId))
    .where(eq(orderContracts.orderId, orderId));
  if (!row) return null;
  return pdfFile(`${row.number}-${t("contracts:files.contracts")}.pdf`, await contractsPdf(row.number, row.frozen));
}

/** Builds a mail's attached file from its reference (./jobs.ts hands it to the mail job). */
export async function buildMailAttachment(ref: AttachmentRef): Promise<MailFile> {
  const file =
    ref.kind === CONTRACTS_ATTACHMENT ? await contractsFile(ref.id) : ref.kind === QUOTE_ATTACHMENT ? await quoteMailFile(ref.id) : null;
  if (!file) throw new Error(`no attachment ${ref.kind} ${ref.id}`);
  return file;
}

/** Which documents an order has, for the pages that link them. */
export async function orderDocuments(orderId: number) {
  const [[contracts], [invoice], [order]] = await Promise.all([
    db().select({ hash: orderContracts.hash }).from(orderContracts).where(eq(orderContracts.orderId, orderId)),
    db().select({ number: orderInvoices.number }).from(orderInvoices).where(eq(orderInvoices.orderId, orderId)),
    db().select({ paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, orderId)),
  ]);
  return { contracts: !!contracts, invoiceNumber: invoice?.number ?? null, proforma: order?.paymentMethod === "bank_transfer" };
}
export type OrderDocuments = Awaited<ReturnType<typeof orderDocuments>>;

async function invoiceFile(orderId: number, orderNumber: string): Promise<MailFile | null> {
  const [row] = await db().select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
  return row ? pdfFile(`${orderNumber}-${t("contracts:files.invoice")}-${row.number}.pdf`, row.pdf) : null;
}

async function proformaFile(order: typeof orders.$inferSelect): Promise<MailFile | null> {
  if (order.paymentMethod !== "bank_transfer") return null;
  const [items, current, settings] = await Promise.all([
    db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    seller(),
    storeSettings(),
  ]);
  return pdfFile(`${order.number}-${t("contracts:files.proforma")}.pdf`, await proformaPdf({ ...order, items }, current, settings));
}

/** Staff see every order's documents; a customer or a guest who proved the order, that order's. */
type DocumentViewer = { staff: true } | OrderOwner;

/**
 * One document of an order, for the staff (any order) or for the customer (or proven guest) who placed it; anyone else, and a
 * document the order does not have, gets 404.
 */
export async function orderDocumentFile(viewer: DocumentViewer, orderId: number, kind: OrderDocumentKind) {
  const mine = "staff" in viewer ? undefined : ownsOrder(viewer);
  const [order] = await db()
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), mine));
  if (!order) throw notFound();
  const file =
    kind === "contracts"
      ? await contractsFile(order.id)
      : kind === "invoice"
        ? await invoiceFile(order.id, order.number)
        : await proformaFile(order);
  if (!file) throw notFound();
  return file;
}

/** The download a GET names in its query (`?order=12&document=contracts`); a bad query is 400. */
export async function orderDocumentDownload(viewer: DocumentViewer, url: string): Promise<Response> {
  const query = orderDocumentQuery.safeParse(Object.fromEntries(new URL(url).searchParams));
  if (!query.success) throw badRequest("validation_failed");
  return downloadResponse(await orderDocumentFile(viewer, query.data.order, query.data.document));
}
