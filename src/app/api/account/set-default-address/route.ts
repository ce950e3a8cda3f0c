import { listAddresses, setDefaultAddress } from "@/server/account/addresses";
import { apiRoute } from "@/server/compose/api-route";
import { idRequestSchema } from "@/shared/account/fields";

/** {id} -> the addresses with the new default first; another customer's id: 404. */
export const POST = apiRoute({ access: "customer", body: idRequestSchema }, async ({ user, body }) => {
  await setDefaultAddress(user.id, body.id);
  return listAddresses(user.id);
});
