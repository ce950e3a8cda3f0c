import type { Metadata } from "next";
import { headers } from "next/headers";
import { t } from "@/i18n/server";
import { sessionUser } from "@/modules/account/data";
import { cartAnswer, cartOwner, findCart } from "@/modules/cart/data";
import { CheckoutTemplate } from "@/modules/cart/templates/checkout-template";
import { checkoutAddresses, checkoutContact } from "@/modules/orders/data";

export const metadata: Metadata = { title: t("cart:checkout.title"), robots: { index: false } };

export default async function CheckoutPage() {
  const requestHeaders = await headers();
  const user = await sessionUser(requestHeaders);
  const cart = await cartAnswer(await findCart(cartOwner(requestHeaders, user)));
  const addresses = user ? await checkoutAddresses(user.id) : [];
  return <CheckoutTemplate cart={cart} account={user && checkoutContact(user)} addresses={addresses} />;
}
