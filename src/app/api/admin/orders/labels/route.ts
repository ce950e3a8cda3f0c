import { apiRoute } from "@/server/compose/api-route";
import { labelsDownload } from "@/server/orders/shipping/shipments";

/** GET /api/admin/orders/labels?orders=12,13: the carrier labels of these orders as one PDF to print (docs/API.md). */
export const GET = apiRoute({ access: "staff" }, ({ url }) => labelsDownload(url));
