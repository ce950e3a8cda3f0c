import { apiRoute } from "@/server/http/handler";
import { listAddresses } from "@/server/services/addresses";

/** {} -> the customer's addresses, the default first. */
export const POST = apiRoute({ access: "customer" }, ({ user }) => listAddresses(user.id));
