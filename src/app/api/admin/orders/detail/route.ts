import { notFound } from "@/server/http/errors";
import { apiRoute } from "@/server/http/handler";
import { getAdminOrder } from "@/server/services/admin-orders";
import { orderIdBody } from "@/server/services/admin-schemas";

export const POST = apiRoute({ access: "staff", body: orderIdBody }, async ({ body }) => {
  const order = await getAdminOrder(body.orderId);
  if (!order) throw notFound();
  return order;
});
