import { cartOwner } from "@/server/cart/identity";
import { apiRoute } from "@/server/compose/api-route";
import { previewContracts } from "@/server/orders/place-order";

/** POST /api/checkout/contracts {}: the pre-information form and distance-selling contract of the cart as it would be ordered (docs/API.md). */
export const POST = apiRoute({}, ({ user, headers }) => previewContracts(cartOwner(headers, user)));
