import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { t } from "@/i18n/server";
import { OrderDetail } from "@/modules/account/templates/order-detail";
import { storeSettings } from "@/server/content/store-settings";
import { guestOrder, ORDER_ACCESS_COOKIE } from "@/server/orders/guest-lookup";
import { orderPaymentState } from "@/server/orders/payment-view";
import { ORDER_LOOKUP_PATH } from "@/shared/order-lookup";

export const metadata: Metadata = { title: t("order-lookup:title"), robots: { index: false } };

/** The order a guest's lookup opened (its signed cookie); without one, back to the lookup form. */
export default async function GuestOrderPage() {
  const order = await guestOrder((await cookies()).get(ORDER_ACCESS_COOKIE)?.value);
  if (!order) redirect(ORDER_LOOKUP_PATH);
  const [{ bankAccounts }, paymentState] = await Promise.all([storeSettings(), orderPaymentState(order)]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <OrderDetail
        order={order}
        bankAccounts={bankAccounts}
        paymentState={paymentState}
        back={{ href: ORDER_LOOKUP_PATH, label: t("order-lookup:another") }}
      />
    </div>
  );
}
