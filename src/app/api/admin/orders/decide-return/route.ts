import { apiRoute } from "@/server/compose/api-route";
import { decideReturn } from "@/server/orders/aftersale/returns";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { returnDecisionBody } from "@/shared/orders/aftersale";

export const runtime = "nodejs";

/** POST /api/admin/orders/decide-return {returnId, approve, note?}: approves (refund, stock back) or rejects a return (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: returnDecisionBody }, ({ body, user, headers }) =>
  decideReturn(user.id, body, clientIp(headers)),
);
