import { apiRoute } from "@/server/compose/api-route";
import { requestReturn } from "@/server/orders/aftersale/returns";
import { returnRequestBody } from "@/shared/orders/aftersale";

/** POST /api/account/request-return {orderId, lines, reason, iban?}: asks to return lines of a delivered order (docs/API.md). */
export const POST = apiRoute({ access: "customer", body: returnRequestBody }, ({ body, user }) => requestReturn({ userId: user.id }, body));
