import type { Metadata } from "next";
import { headers } from "next/headers";
import { t } from "@/i18n/server";
import { CheckoutTemplate } from "@/modules/cart/templates/checkout-template";
import { sessionUser } from "@/server/account/session";
import { cartAnswer } from "@/server/cart/cart";
import { cartOwner, findCart } from "@/server/cart/identity";
import { checkoutAddresses, checkoutContact } from "@/server/orders/checkout";

export const metadata: Metadata = { title: t("cart:checkout.title"), robots: { index: false } };

export default async function CheckoutPage() {
  const requestHeaders = await headers();
  const user = await sessionUser(requestHeaders);
  const cart = await cartAnswer(await findCart(cartOwner(requestHeaders, user)));
  const addresses = user ? await checkoutAddresses(user.id) : [];
  return <CheckoutTemplate cart={cart} account={user && checkoutContact(user)} addresses={addresses} />;
}
