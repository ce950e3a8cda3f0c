import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { paymentOptions } from "@/modules/orders/data";
import type { Cart } from "@/shared/cart/types";
import { CheckoutFlow } from "../components/checkout/checkout-flow";
import type { AccountContact, SavedAddress } from "../components/checkout/types";

/** The checkout page: heading and the step flow, with the store's delivery and payment options. */
type Props = { cart: Cart; account: AccountContact | null; addresses: SavedAddress[] };

export async function CheckoutTemplate({ cart, account, addresses }: Props) {
  const { standardFee, expressFee, freeAbove } = storeConfig.delivery;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("cart:checkout.title")}</h1>
      {/* The address and phone fields are the account forms'. */}
      <Translations namespaces={["account", "cart", "contracts", "forms:clarificationNotice"]}>
        <CheckoutFlow
          initialCart={cart}
          account={account}
          addresses={addresses}
          delivery={{ standardFee, expressFee, freeAbove }}
          payment={await paymentOptions()}
        />
      </Translations>
    </div>
  );
}
