import { t } from "@/i18n/server";
import { AdminPanel } from "@/modules/admin/components/admin-panels";
import { adminLink } from "@/modules/admin/components/admin-table";
import type { OrderDocuments } from "@/server/orders/documents";
import { orderDocumentPath } from "@/shared/orders/documents";
import { OrderInvoiceForm } from "./order-invoice-form";

/** The order's approved contracts and its invoice: download them, attach or replace the invoice. */
export function AdminOrderDocuments({ orderId, documents }: { orderId: number; documents: OrderDocuments }) {
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
      <OrderInvoiceForm orderId={orderId} replacing={documents.invoiceNumber !== null} />
    </AdminPanel>
  );
}
