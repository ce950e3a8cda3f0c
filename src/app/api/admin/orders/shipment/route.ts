import { apiRoute } from "@/server/compose/api-route";
import { markOrderReady } from "@/server/orders/shipping/shipments";
import { shipmentBody } from "@/shared/orders/shipping";

/** POST /api/admin/orders/shipment {orderId}: the order is packed; its parcel and label are bought from the carrier (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: shipmentBody }, ({ body, user }) => markOrderReady(user.id, body.orderId));
