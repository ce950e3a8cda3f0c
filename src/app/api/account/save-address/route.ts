import { addressRequestSchema } from "@/modules/account/schemas/address";
import { apiRoute } from "@/server/http/handler";
import { saveAddress } from "@/server/services/addresses";

/** {address} adds, {id, address} edits an own address (another customer's id: 404) -> the saved address. */
export const POST = apiRoute({ access: "customer", body: addressRequestSchema }, ({ user, body }) => saveAddress(user.id, body));
