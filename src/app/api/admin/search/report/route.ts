import { apiRoute } from "@/server/compose/api-route";
import { searchReport } from "@/server/search/manage/rules";
import { searchReportBody } from "@/shared/search/rules";

export const POST = apiRoute({ access: "staff", body: searchReportBody }, ({ body }) => searchReport(body.week));
