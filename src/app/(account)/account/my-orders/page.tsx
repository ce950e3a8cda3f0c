import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { ORDERS_PATH } from "@/modules/account/paths";
import { requireUser } from "@/modules/account/session";
import { OrderList } from "@/modules/account/templates/order-list";
import { listOrders } from "@/modules/orders/data";

export const metadata: Metadata = { title: t("account:orders.title") };

export default async function MyOrdersPage() {
  const user = await requireUser(ORDERS_PATH);
  return <OrderList orders={await listOrders(user.id)} />;
}
