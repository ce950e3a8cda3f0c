import { setProductParcel } from "@/server/catalog/manage/parcel";
import { apiRoute } from "@/server/compose/api-route";
import { productParcelBody } from "@/shared/catalog/parcel";

/** POST /api/admin/products/parcel {productId, length, width, height, weight}: the box the carrier's desi is from (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: productParcelBody }, ({ body, user }) => {
  const { productId, ...parcel } = body;
  return setProductParcel(user.id, productId, parcel);
});
