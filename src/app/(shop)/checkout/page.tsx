import type { Metadata } from "next";
import { headers } from "next/headers";
import { t } from "@/i18n/server";
import { CheckoutTemplate } from "@/modules/cart/templates/checkout-template";
import { sessionUser } from "@/server/http/session";
import { cartAnswer } from "@/server/services/cart";
import { cartOwner, findCart } from "@/server/services/cart-identity";
import { checkoutAddresses } from "@/server/services/checkout";

export const metadata: Metadata = { title: t("cart:checkout.title"), robots: { index: false } };

export default async function CheckoutPage() {
  const requestHeaders = await headers();
  const user = await sessionUser(requestHeaders);
  const cart = await cartAnswer(await findCart(cartOwner(requestHeaders, user)));
  const addresses = user ? await checkoutAddresses(user.id) : [];
  return <CheckoutTemplate cart={cart} isGuest={!user} addresses={addresses} />;
}
