import { apiRoute } from "@/server/compose/api-route";
import { quoteDownload } from "@/server/quotes/documents";

/** GET /api/admin/quotes/document?quote=12: the PDF of any priced quote. */
export const GET = apiRoute({ access: "staff" }, ({ url }) => {
  const id = Number(new URL(url).searchParams.get("quote"));
  return quoteDownload({ staff: true }, { id: Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined });
});
