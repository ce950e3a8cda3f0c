import { apiRoute } from "@/server/compose/api-route";
import { attachInvoice } from "@/server/orders/manage/invoices";
import { attachInvoiceBody } from "@/shared/orders/invoice";
import { PDF_MAX_BYTES, uploadBodyLimit } from "@/shared/uploads";

/** POST /api/admin/orders/attach-invoice {orderId, number, file}: the order's invoice PDF as issued by the e-invoice provider (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: attachInvoiceBody, maxBytes: uploadBodyLimit(PDF_MAX_BYTES) }, ({ body, user }) =>
  attachInvoice(user.id, body.orderId, body.number, body.file),
);
