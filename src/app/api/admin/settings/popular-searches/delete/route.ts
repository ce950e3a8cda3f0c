import { apiRoute } from "@/server/http/handler";
import { deletePopularSearch, popularSearchIdBody } from "@/server/services/admin-settings";

export const POST = apiRoute({ access: "staff", body: popularSearchIdBody }, async ({ body, user }) => {
  await deletePopularSearch(user, body.searchId);
  return { ok: true };
});
