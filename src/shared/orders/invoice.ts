import { z } from "zod";
import { entityId } from "@/shared/ids";
import { invoiceNumber } from "@/shared/orders/documents";
import { base64File } from "@/shared/upload-bodies";
import { PDF_MAX_BYTES } from "@/shared/uploads";

/** POST /api/admin/orders/attach-invoice: the invoice number and its PDF (base64, at most 10 MB). Server only: decoding uses Buffer. */
export const attachInvoiceBody = z.object({
  orderId: entityId,
  number: invoiceNumber,
  file: base64File(PDF_MAX_BYTES, "admin:media.errors.pdfTooLarge"),
});
