import { deleteSynonym } from "@/server/admin/search-rules";
import { apiRoute } from "@/server/compose/api-route";
import { synonymIdBody } from "@/shared/admin/search-rules";

export const POST = apiRoute({ access: "staff", body: synonymIdBody }, async ({ body, user }) => {
  await deleteSynonym(user, body.synonymId);
  return { ok: true };
});
