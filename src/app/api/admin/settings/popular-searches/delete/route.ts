import { deletePopularSearch } from "@/server/admin/settings";
import { apiRoute } from "@/server/compose/api-route";
import { popularSearchIdBody } from "@/shared/admin/settings";

export const POST = apiRoute({ access: "staff", body: popularSearchIdBody }, async ({ body, user }) => {
  await deletePopularSearch(user, body.searchId);
  return { ok: true };
});
