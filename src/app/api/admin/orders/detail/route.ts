import { getAdminOrder } from "@/server/admin/orders";
import { notFound } from "@/server/http/errors";
import { apiRoute } from "@/server/http/handler";
import { orderIdBody } from "@/shared/admin/bodies";

export const POST = apiRoute({ access: "staff", body: orderIdBody }, async ({ body }) => {
  const order = await getAdminOrder(body.orderId);
  if (!order) throw notFound();
  return order;
});
