import { apiRoute } from "@/server/compose/api-route";
import { requestQuote } from "@/server/quotes/request";
import { quoteRequestBody } from "@/shared/quotes";

/** {from: "cart", note} | {from: "product", productId, variantId?, quantity, note} -> {number} */
export const POST = apiRoute({ access: "customer", body: quoteRequestBody }, ({ user, body }) => requestQuote(user, body));
