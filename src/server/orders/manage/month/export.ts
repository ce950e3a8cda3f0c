import "server-only";
import { downloadResponse } from "@/server/platform/http/download";
import { badRequest } from "@/server/platform/http/errors";
import { monthExportQuery } from "@/shared/orders/month";
import { monthExportFile } from "./files";

/** GET /api/admin/reports/export?from=…&to=…&format=xlsx|csv[&sheet=…]: the accountant's month, for staff. */
export async function monthExportDownload(url: string): Promise<Response> {
  const query = monthExportQuery.safeParse(Object.fromEntries(new URL(url).searchParams));
  if (!query.success) throw badRequest("validation_failed", query.error.issues[0]?.message);
  return downloadResponse(await monthExportFile(query.data));
}
