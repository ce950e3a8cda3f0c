import { listAddresses } from "@/server/account/addresses";
import { apiRoute } from "@/server/compose/api-route";

/** {} -> the customer's addresses, the default first. */
export const POST = apiRoute({ access: "customer" }, ({ user }) => listAddresses(user.id));
