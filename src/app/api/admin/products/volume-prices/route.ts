import { setVolumePrices } from "@/server/catalog/manage/volume-prices";
import { apiRoute } from "@/server/compose/api-route";
import { volumePricesBody } from "@/shared/account/customer-groups";

export const POST = apiRoute({ access: "staff", body: volumePricesBody }, ({ body, user }) => setVolumePrices(user.id, body));
