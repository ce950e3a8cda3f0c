import { apiRoute } from "@/server/compose/api-route";
import { importProductsCsv } from "@/server/compose/manage-products";
import { csvImportBody } from "@/shared/catalog/manage-products";

// 10,000 products are about 1 MB of CSV; the limit leaves room for long names.
export const POST = apiRoute({ access: "staff", body: csvImportBody, maxBytes: 8 * 1024 * 1024 }, ({ body, user }) =>
  importProductsCsv(user.id, body.csv),
);
