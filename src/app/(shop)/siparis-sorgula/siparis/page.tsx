import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { OrderAftersale } from "@/modules/account/components/aftersale/order-aftersale";
import { OrderDetail } from "@/modules/account/templates/order-detail";
import { storeSettings } from "@/modules/content/data";
import { aftersaleView, guestOrder, ORDER_ACCESS_COOKIE, orderDocuments, orderPaymentState } from "@/modules/orders/data";
import { ORDER_LOOKUP_PATH } from "@/shared/orders/lookup";

export const metadata: Metadata = { title: t("order-lookup:title"), robots: { index: false } };

/**
 * The order a guest's lookup opened (its signed cookie), with what My Orders offers: its documents, cancelling and
 * returns, through the guest's order API that the same cookie authorizes. Without one, back to the lookup form.
 */
export default async function GuestOrderPage() {
  const order = await guestOrder((await cookies()).get(ORDER_ACCESS_COOKIE)?.value);
  if (!order) redirect(ORDER_LOOKUP_PATH);
  const [{ bankAccounts }, paymentState, aftersale, documents] = await Promise.all([
    storeSettings(),
    orderPaymentState(order),
    aftersaleView(order),
    orderDocuments(order.id),
  ]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <Translations namespaces={["aftersale", "forms:clarificationNotice"]}>
        <OrderDetail
          order={order}
          bankAccounts={bankAccounts}
          paymentState={paymentState}
          documents={documents}
          scope="lookup"
          aftersale={<OrderAftersale orderId={order.id} view={aftersale} scope="lookup" />}
          back={{ href: ORDER_LOOKUP_PATH, label: t("order-lookup:another") }}
        />
      </Translations>
    </div>
  );
}
