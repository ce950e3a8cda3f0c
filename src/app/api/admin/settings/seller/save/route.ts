import { apiRoute } from "@/server/compose/api-route";
import { saveSeller } from "@/server/content/manage/settings";
import { sellerBody } from "@/shared/content/seller";

/** POST /api/admin/settings/seller/save {seller}: replaces the seller identity; orders placed before keep theirs (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: sellerBody }, async ({ body, user }) => ({
  seller: await saveSeller(user, body.seller),
}));
