import { apiRoute } from "@/server/compose/api-route";
import { confirmRefundIban } from "@/server/orders/aftersale/refund-iban";
import { confirmRefundIbanBody } from "@/shared/orders/aftersale";

export const runtime = "nodejs";

/** POST /api/admin/orders/confirm-refund-iban {refundId}: the IBAN a guest gave for a transfer refund becomes the one to pay (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: confirmRefundIbanBody }, ({ body, user }) =>
  confirmRefundIban(user.id, body.refundId),
);
