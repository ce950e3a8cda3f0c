import { apiRoute } from "@/server/compose/api-route";
import { orderDocumentDownload } from "@/server/orders/documents";
import { lookupOwner } from "@/server/orders/guest-lookup";

/** GET /api/orders/lookup/order-document?order=12&document=…: a PDF of the order a guest's lookup proved (docs/API.md). */
export const GET = apiRoute({}, ({ headers, url }) => orderDocumentDownload(lookupOwner(headers), url));
