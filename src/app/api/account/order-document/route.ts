import { apiRoute } from "@/server/compose/api-route";
import { orderDocumentDownload } from "@/server/orders/documents";

/** GET /api/account/order-document?order=12&document=contracts|invoice|proforma: a PDF of an own order (docs/API.md). */
export const GET = apiRoute({ access: "customer" }, ({ user, url }) => orderDocumentDownload({ userId: user.id }, url));
