import { getAdminOrder } from "@/server/admin/orders";
import { apiRoute } from "@/server/compose/api-route";
import { notFound } from "@/server/platform/http/errors";
import { orderIdBody } from "@/shared/admin/bodies";

export const POST = apiRoute({ access: "staff", body: orderIdBody }, async ({ body }) => {
  const order = await getAdminOrder(body.orderId);
  if (!order) throw notFound();
  return order;
});
