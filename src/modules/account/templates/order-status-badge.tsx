import { t } from "@/i18n/server";
import type { OrderStatus } from "@/shared/orders";

const tone: Record<OrderStatus, string> = {
  awaiting_payment: "bg-amber-50 text-warning border-warning",
  paid: "bg-blue-50 text-blue-800 border-blue-700",
  preparing: "bg-sky-50 text-sky-800 border-sky-700",
  shipped: "bg-indigo-50 text-indigo-800 border-indigo-700",
  delivered: "bg-green-50 text-success border-success",
  cancelled: "bg-gray-100 text-gray-800 border-gray-500",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`rounded-full border px-3 py-0.5 text-sm font-medium ${tone[status]}`}>{t(`cart:orderStatus.${status}`)}</span>;
}
