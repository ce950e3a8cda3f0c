import { idRequestSchema } from "@/modules/account/schemas/fields";
import { apiRoute } from "@/server/http/handler";
import { listAddresses, setDefaultAddress } from "@/server/services/addresses";

/** {id} -> the addresses with the new default first; another customer's id: 404. */
export const POST = apiRoute({ access: "customer", body: idRequestSchema }, async ({ user, body }) => {
  await setDefaultAddress(user.id, body.id);
  return listAddresses(user.id);
});
