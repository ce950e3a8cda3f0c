import { deleteAddress } from "@/server/account/addresses";
import { apiRoute } from "@/server/compose/api-route";
import { idRequestSchema } from "@/shared/account/fields";

/** {id} -> {ok: true}; another customer's id: 404. */
export const POST = apiRoute({ access: "customer", body: idRequestSchema }, async ({ user, body }) => {
  await deleteAddress(user.id, body.id);
  return { ok: true };
});
