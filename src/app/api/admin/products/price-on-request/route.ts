import { setPriceOnRequest } from "@/server/catalog/manage/price-on-request";
import { apiRoute } from "@/server/compose/api-route";
import { priceOnRequestBody } from "@/shared/quotes";

/** POST /api/admin/products/price-on-request {productId, priceOnRequest}: "Fiyat sorunuz" instead of a price (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: priceOnRequestBody }, ({ body, user }) =>
  setPriceOnRequest(user.id, body.productId, body.priceOnRequest),
);
