import { importProductsCsv } from "@/server/admin/product-csv";
import { apiRoute } from "@/server/compose/api-route";
import { csvImportBody } from "@/shared/admin/bodies";

// 10,000 products are about 1 MB of CSV; the limit leaves room for long names.
export const POST = apiRoute({ access: "staff", body: csvImportBody, maxBytes: 8 * 1024 * 1024 }, ({ body, user }) =>
  importProductsCsv(user.id, body.csv),
);
