import { installmentTable } from "@/server/catalog/installments";
import { apiRoute } from "@/server/http/handler";
import { installmentsBody } from "@/shared/payments";

export const runtime = "nodejs";

/** POST /api/catalog/installments {productId, variantId?}: the card installment table of a product's (or its variant's) price (docs/API.md). */
export const POST = apiRoute({ body: installmentsBody }, ({ body }) => installmentTable(body.productId, body.variantId));
