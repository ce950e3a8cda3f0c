import { apiRoute } from "@/server/compose/api-route";
import { cancelOrder } from "@/server/orders/aftersale/cancel";
import { lookupOwner } from "@/server/orders/guest-lookup";
import { ownerActor } from "@/server/orders/owner";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { cancelOrderBody } from "@/shared/orders/aftersale";

export const runtime = "nodejs";

/** POST /api/orders/lookup/cancel-order {id, iban?}: a guest cancels the order their lookup proved, before it ships (docs/API.md). */
export const POST = apiRoute({ body: cancelOrderBody }, ({ body, headers }) => {
  const owner = lookupOwner(headers);
  return cancelOrder(body.id, { actorId: ownerActor(owner), owner, iban: body.iban, ip: clientIp(headers) });
});
