import { apiRoute } from "@/server/compose/api-route";
import { cancelShipment } from "@/server/orders/shipping/shipments";
import { shipmentBody } from "@/shared/orders/shipping";

/** POST /api/admin/orders/shipment/cancel {orderId}: the parcel not picked up yet is cancelled at the carrier (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: shipmentBody }, ({ body, user }) => cancelShipment(user.id, body.orderId));
