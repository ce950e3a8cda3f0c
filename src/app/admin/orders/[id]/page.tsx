import Link from "next/link";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatDateTime } from "@/lib/shop-time";
import { staffPage } from "@/modules/admin/access";
import { OrderStatusForm } from "@/modules/admin/components/order-status-form";
import { getAdminOrder } from "@/server/admin/orders";

export default staffPage(async function AdminOrder({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const order = Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? await getAdminOrder(id) : null;
  if (!order) notFound();
  const a = order.shippingAddress;
  return (
    <>
      <Link href="/admin/orders" className="text-orange-800 underline">
        {t("admin:orders.back")}
      </Link>
      <h1 className="mt-2 mb-1 font-semibold text-2xl">{t("admin:orders.detailTitle", { number: order.number })}</h1>
      <p className="mb-6 text-neutral-700">
        {order.email} · {formatDateTime(order.createdAt)} · <strong>{t(`admin:orders.status.${order.status}`)}</strong>
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="items" className="rounded-lg border border-neutral-200 bg-white p-4">
          <h2 id="items" className="mb-3 font-semibold">
            {t("admin:orders.items")}
          </h2>
          <ul className="divide-y divide-neutral-200">
            {order.items.map((i) => (
              <li key={i.id} className="flex justify-between gap-4 py-2">
                <span>
                  {i.name} {i.variantLabel ? `(${i.variantLabel})` : ""} × {i.quantity}
                </span>
                <span>{formatPrice(i.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between font-semibold">
            <span>{t("admin:orders.grandTotal")}</span>
            <span>{formatPrice(order.grandTotal)}</span>
          </p>
          <h2 className="mt-6 mb-2 font-semibold">{t("admin:orders.address")}</h2>
          <p>
            {a.fullName}, {a.phone}
            <br />
            {a.line}, {a.neighbourhood}, {a.district} / {a.city} {a.postcode}
          </p>
        </section>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="change" className="rounded-lg border border-neutral-200 bg-white p-4">
            <h2 id="change" className="mb-3 font-semibold">
              {t("admin:orders.changeTitle")}
            </h2>
            <OrderStatusForm orderId={order.id} next={order.nextStatuses} />
          </section>
          <section aria-labelledby="history" className="rounded-lg border border-neutral-200 bg-white p-4">
            <h2 id="history" className="mb-3 font-semibold">
              {t("admin:orders.history")}
            </h2>
            <ol className="flex flex-col gap-2 text-sm">
              {order.history.map((h) => (
                <li key={h.id}>
                  <strong>{t(`admin:orders.status.${h.status}`)}</strong> · {formatDateTime(h.createdAt)}
                  {h.note ? ` · ${h.note}` : ""}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
});
