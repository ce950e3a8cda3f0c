import { setWithdrawalExclusion } from "@/server/catalog/manage/withdrawal";
import { apiRoute } from "@/server/compose/api-route";
import { withdrawalExclusionBody } from "@/shared/orders/aftersale";

/** POST /api/admin/products/withdrawal-exclusion {productId, excluded}: made to order, no withdrawal (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: withdrawalExclusionBody }, ({ body, user }) =>
  setWithdrawalExclusion(user.id, body.productId, body.excluded),
);
