import { apiRoute } from "@/server/compose/api-route";
import { orderDocumentDownload } from "@/server/orders/documents";

/** GET /api/admin/orders/document?order=12&document=contracts|invoice|proforma: a PDF of any order, for staff (docs/API.md). */
export const GET = apiRoute({ access: "staff" }, ({ url }) => orderDocumentDownload({ staff: true }, url));
