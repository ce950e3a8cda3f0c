import { apiRoute } from "@/server/compose/api-route";
import { monthExportDownload } from "@/server/orders/manage/month/export";

/** A download, so GET: the reports page's form sends the range and the format as its query (docs/API.md). */
export const GET = apiRoute({ access: "staff" }, ({ url }) => monthExportDownload(url));
