import { deletePin } from "@/server/admin/search-rules";
import { apiRoute } from "@/server/compose/api-route";
import { pinIdBody } from "@/shared/admin/search-rules";

export const POST = apiRoute({ access: "staff", body: pinIdBody }, async ({ body, user }) => {
  await deletePin(user, body.pinId);
  return { ok: true };
});
