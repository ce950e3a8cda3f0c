import { apiRoute } from "@/server/compose/api-route";
import { requestReturn } from "@/server/orders/aftersale/returns";
import { lookupOwner } from "@/server/orders/guest-lookup";
import { returnRequestBody } from "@/shared/orders/aftersale";

/** POST /api/orders/lookup/request-return {orderId, lines, reason, iban?}: a guest asks to return lines of the order their lookup proved (docs/API.md). */
export const POST = apiRoute({ body: returnRequestBody }, ({ body, headers }) => requestReturn(lookupOwner(headers), body));
