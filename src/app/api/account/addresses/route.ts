import { listAddresses } from "@/server/account/addresses";
import { apiRoute } from "@/server/http/handler";

/** {} -> the customer's addresses, the default first. */
export const POST = apiRoute({ access: "customer" }, ({ user }) => listAddresses(user.id));
