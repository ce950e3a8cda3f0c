import { apiRoute } from "@/server/compose/api-route";
import { deletePin } from "@/server/search/manage/rules";
import { pinIdBody } from "@/shared/search/rules";

export const POST = apiRoute({ access: "staff", body: pinIdBody }, async ({ body, user }) => {
  await deletePin(user, body.pinId);
  return { ok: true };
});
