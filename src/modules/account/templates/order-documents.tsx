import { t } from "@/i18n/server";
import type { OrderDocuments as Documents } from "@/server/orders/documents";
import type { BuyerScope } from "@/shared/orders/aftersale";
import { orderDocumentPath } from "@/shared/orders/documents";

const link = "font-medium text-primary-800 underline";

/** The order's documents to download: the contracts approved at checkout, the invoice once attached, a transfer's proforma. */
export function OrderDocuments({ orderId, documents, scope }: { orderId: number; documents: Documents; scope: BuyerScope }) {
  return (
    <section aria-labelledby="order-documents" className="space-y-3">
      <h2 id="order-documents" className="text-lg font-semibold">
        {t("contracts:documents.title")}
      </h2>
      <ul className="space-y-2 text-sm">
        {documents.contracts && (
          <li>
            <a href={orderDocumentPath(scope, orderId, "contracts")} className={link}>
              {t("contracts:documents.contracts")}
            </a>
          </li>
        )}
        <li>
          {documents.invoiceNumber ? (
            <a href={orderDocumentPath(scope, orderId, "invoice")} className={link}>
              {t("contracts:documents.invoice", { number: documents.invoiceNumber })}
            </a>
          ) : (
            t("contracts:documents.noInvoice")
          )}
        </li>
        {documents.proforma && (
          <li>
            <a href={orderDocumentPath(scope, orderId, "proforma")} className={link}>
              {t("contracts:documents.proforma")}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
