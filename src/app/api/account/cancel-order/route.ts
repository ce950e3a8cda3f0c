import { apiRoute } from "@/server/compose/api-route";
import { cancelOrder } from "@/server/orders/aftersale/cancel";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { cancelOrderBody } from "@/shared/orders/aftersale";

export const runtime = "nodejs";

/** POST /api/account/cancel-order {id, iban?}: the customer cancels an own order not yet shipped (docs/API.md). */
export const POST = apiRoute({ access: "customer", body: cancelOrderBody }, ({ body, user, headers }) =>
  cancelOrder(body.id, { actorId: user.id, owner: { userId: user.id }, iban: body.iban, ip: clientIp(headers) }),
);
