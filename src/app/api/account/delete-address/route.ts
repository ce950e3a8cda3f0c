import { idRequestSchema } from "@/modules/account/schemas/fields";
import { apiRoute } from "@/server/http/handler";
import { deleteAddress } from "@/server/services/addresses";

/** {id} -> {ok: true}; another customer's id: 404. */
export const POST = apiRoute({ access: "customer", body: idRequestSchema }, async ({ user, body }) => {
  await deleteAddress(user.id, body.id);
  return { ok: true };
});
