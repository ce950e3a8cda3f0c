import { t } from "@/i18n/server";
import { formatDate } from "@/lib/shop-time";
import { LiveRefresh } from "@/modules/live/live-refresh";
import Link from "@/modules/ui/link";
import type { OrderSummary } from "@/server/orders/read";
import { price } from "../format";
import { ORDERS_PATH } from "../paths";
import { buttonClass } from "../styles";
import { OrderStatusBadge } from "./order-status-badge";
import { Reorder } from "./reorder";

export function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <div className="space-y-6">
      <LiveRefresh kind="order" />
      <h1 className="text-2xl font-bold">{t("account:orders.title")}</h1>
      {orders.length === 0 ? (
        <div className="space-y-4">
          <p className="text-gray-700">{t("account:orders.empty")}</p>
          <Link href="/" className={buttonClass}>
            {t("account:orders.startShopping")}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-gray-200 rounded border border-gray-200">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
              <div className="min-w-40 flex-1">
                <p className="font-semibold">{o.number}</p>
                <p className="text-sm text-gray-700">
                  <time dateTime={o.createdAt.toISOString()}>{formatDate(o.createdAt)}</time> ·{" "}
                  {t("account:orders.items", { count: o.itemCount })}
                </p>
              </div>
              <OrderStatusBadge status={o.status} />
              <p className="min-w-28 text-right font-semibold">{price(o.grandTotal)}</p>
              <Link
                href={`${ORDERS_PATH}/${o.id}`}
                className="rounded px-2 py-1 font-medium text-primary-800 underline"
                aria-label={t("account:orders.detailsNamed", { number: o.number })}
              >
                {t("account:orders.details")}
              </Link>
              <Reorder orderId={o.id} number={o.number} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
