import { searchReport } from "@/server/admin/search-rules";
import { apiRoute } from "@/server/compose/api-route";
import { searchReportBody } from "@/shared/admin/search-rules";

export const POST = apiRoute({ access: "staff", body: searchReportBody }, ({ body }) => searchReport(body.week));
