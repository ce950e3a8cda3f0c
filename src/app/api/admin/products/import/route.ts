import { apiRoute } from "@/server/http/handler";
import { importProductsCsv } from "@/server/services/admin-product-csv";
import { csvImportBody } from "@/server/services/admin-schemas";

// 10,000 products are about 1 MB of CSV; the limit leaves room for long names.
export const POST = apiRoute({ access: "staff", body: csvImportBody, maxBytes: 8 * 1024 * 1024 }, ({ body, user }) =>
  importProductsCsv(user.id, body.csv),
);
