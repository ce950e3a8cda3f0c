import { apiRoute } from "@/server/compose/api-route";
import { installmentTable } from "@/server/orders/installments";
import { installmentsBody } from "@/shared/orders/payments";

export const runtime = "nodejs";

/**
 * POST /api/catalog/installments {productId, variantId?}: the card installment table of the price the shopper pays for
 * a product (or its variant) (docs/API.md).
 */
export const POST = apiRoute({ body: installmentsBody }, ({ body, user }) =>
  installmentTable(body.productId, body.variantId, user?.id ?? null),
);
