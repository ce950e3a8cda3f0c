import { deletePopularSearch } from "@/server/admin/settings";
import { apiRoute } from "@/server/http/handler";
import { popularSearchIdBody } from "@/shared/admin/settings";

export const POST = apiRoute({ access: "staff", body: popularSearchIdBody }, async ({ body, user }) => {
  await deletePopularSearch(user, body.searchId);
  return { ok: true };
});
