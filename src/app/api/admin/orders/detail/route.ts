import { apiRoute } from "@/server/compose/api-route";
import { getAdminOrder } from "@/server/orders/manage/orders";
import { notFound } from "@/server/platform/http/errors";
import { orderIdBody } from "@/shared/orders/manage";

export const POST = apiRoute({ access: "staff", body: orderIdBody }, async ({ body }) => {
  const order = await getAdminOrder(body.orderId);
  if (!order) throw notFound();
  return order;
});
