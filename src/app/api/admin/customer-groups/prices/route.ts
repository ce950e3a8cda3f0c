import { setGroupPrices } from "@/server/account/manage/customer-groups";
import { apiRoute } from "@/server/compose/api-route";
import { groupPricesBody } from "@/shared/account/customer-groups";

export const POST = apiRoute({ access: "staff", body: groupPricesBody }, ({ body, user }) => setGroupPrices(user.id, body));
