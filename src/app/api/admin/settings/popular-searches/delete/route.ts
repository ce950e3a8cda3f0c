import { apiRoute } from "@/server/compose/api-route";
import { deletePopularSearch } from "@/server/search/manage/popular";
import { popularSearchIdBody } from "@/shared/search/popular";

export const POST = apiRoute({ access: "staff", body: popularSearchIdBody }, async ({ body, user }) => {
  await deletePopularSearch(user, body.searchId);
  return { ok: true };
});
