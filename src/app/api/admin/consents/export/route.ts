import { iysCsv } from "@/server/account/commercial-consent";
import { apiRoute } from "@/server/compose/api-route";

/** Every consent given and withdrawn, for İYS's bulk upload; a download, so GET. */
export const GET = apiRoute({ access: "staff" }, async () => {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(await iysCsv(), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="iys-izinler-${date}.csv"` },
  });
});
