import { saveAddress } from "@/server/account/addresses";
import { apiRoute } from "@/server/compose/api-route";
import { addressRequestSchema } from "@/shared/account/address";

/** {address} adds, {id, address} edits an own address (another customer's id: 404) -> the saved address. */
export const POST = apiRoute({ access: "customer", body: addressRequestSchema }, ({ user, body }) => saveAddress(user.id, body));
