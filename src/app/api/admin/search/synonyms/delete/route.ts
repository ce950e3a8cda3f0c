import { apiRoute } from "@/server/compose/api-route";
import { deleteSynonym } from "@/server/search/manage/rules";
import { synonymIdBody } from "@/shared/search/rules";

export const POST = apiRoute({ access: "staff", body: synonymIdBody }, async ({ body, user }) => {
  await deleteSynonym(user, body.synonymId);
  return { ok: true };
});
