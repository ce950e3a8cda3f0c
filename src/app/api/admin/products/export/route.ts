import { exportProductsCsv } from "@/server/catalog/manage/product-csv";
import { apiRoute } from "@/server/compose/api-route";

/** A download, so GET: the browser follows a plain link and saves the file. */
export const GET = apiRoute({ access: "staff" }, async () => {
  const csv = await exportProductsCsv();
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="urunler-${date}.csv"` },
  });
});
