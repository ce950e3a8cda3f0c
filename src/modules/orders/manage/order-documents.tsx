import { t } from "@/i18n/server";
import { AdminPanel } from "@/modules/admin/components/admin-panels";
import { adminLink } from "@/modules/admin/components/admin-table";
import type { OrderDocuments } from "@/server/orders/documents";
import type { InvoiceIssuing } from "@/server/orders/invoicing/view";
import { orderDocumentPath } from "@/shared/orders/documents";
import { OrderInvoiceForm } from "./order-invoice-form";

/** Where issuing through the e-invoice provider stands, with its message when it failed; or that invoices are manual. */
function issuingNote(issuing: InvoiceIssuing): string | null {
  if (!issuing.automatic) return t("contracts:invoicing.manual");
  const issue = issuing.issue;
  if (!issue) return null;
  if (issue.state === "failed") return t("contracts:invoicing.failed", { message: issue.lastError ?? "" });
  if (issue.state === "pending")
    return issue.lastError
      ? t("contracts:invoicing.retrying", { attempts: issue.attempts, message: issue.lastError })
      : t("contracts:invoicing.pending");
  return t(`contracts:invoicing.${issue.state}`);
}

/** The order's approved contracts and its invoice: download them, attach or replace the invoice (always possible). */
export function AdminOrderDocuments({
  orderId,
  documents,
  issuing,
}: {
  orderId: number;
  documents: OrderDocuments;
  issuing: InvoiceIssuing;
}) {
  const note = issuingNote(issuing);
  return (
    <AdminPanel id="documents" title={t("contracts:admin.title")}>
      <ul className="mb-4 flex flex-col gap-2 text-sm">
        {documents.contracts && (
          <li>
            <a href={orderDocumentPath("admin", orderId, "contracts")} className={adminLink}>
              {t("contracts:admin.contracts")}
            </a>
          </li>
        )}
        <li>
          {documents.invoiceNumber ? (
            <a href={orderDocumentPath("admin", orderId, "invoice")} className={adminLink}>
              {t("contracts:admin.current", { number: documents.invoiceNumber })}
            </a>
          ) : (
            t("contracts:admin.none")
          )}
        </li>
      </ul>
      {note && <p className="mb-4 text-neutral-700 text-sm">{note}</p>}
      <OrderInvoiceForm orderId={orderId} replacing={documents.invoiceNumber !== null} />
    </AdminPanel>
  );
}
