import { apiRoute } from "@/server/compose/api-route";
import { shipOrder } from "@/server/orders/aftersale/shipping";
import { shipOrderBody } from "@/shared/orders/aftersale";

/** POST /api/admin/orders/ship {orderId, carrier, trackingNumber, trackingUrl?}: the parcel left (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: shipOrderBody }, ({ body, user }) => {
  const { orderId, ...shipment } = body;
  return shipOrder(user.id, orderId, shipment);
});
