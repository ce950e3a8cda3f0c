import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { paymentOptions } from "@/server/orders/payments";
import type { Cart } from "@/shared/cart/types";
import { CheckoutFlow } from "../components/checkout/checkout-flow";
import type { SavedAddress } from "../components/checkout/types";

/** The checkout page: heading and the step flow, with the store's delivery and payment options. */
export async function CheckoutTemplate({ cart, isGuest, addresses }: { cart: Cart; isGuest: boolean; addresses: SavedAddress[] }) {
  const { standardFee, expressFee, freeAbove } = storeConfig.delivery;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("cart:checkout.title")}</h1>
      <CheckoutFlow
        initialCart={cart}
        isGuest={isGuest}
        addresses={addresses}
        delivery={{ standardFee, expressFee, freeAbove }}
        payment={await paymentOptions()}
      />
    </div>
  );
}
