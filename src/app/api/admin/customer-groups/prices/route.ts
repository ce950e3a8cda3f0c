import { setGroupPrices } from "@/server/admin/customer-groups";
import { apiRoute } from "@/server/compose/api-route";
import { groupPricesBody } from "@/shared/admin/customer-groups";

export const POST = apiRoute({ access: "staff", body: groupPricesBody }, ({ body, user }) => setGroupPrices(user.id, body));
