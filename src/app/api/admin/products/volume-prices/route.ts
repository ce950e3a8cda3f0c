import { setVolumePrices } from "@/server/admin/volume-prices";
import { apiRoute } from "@/server/compose/api-route";
import { volumePricesBody } from "@/shared/admin/customer-groups";

export const POST = apiRoute({ access: "staff", body: volumePricesBody }, ({ body, user }) => setVolumePrices(user.id, body));
