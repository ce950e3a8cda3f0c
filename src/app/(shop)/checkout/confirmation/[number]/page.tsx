import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { decodeOrNull } from "@/lib/uri";
import { sessionUser } from "@/modules/account/data";
import { cartOwner } from "@/modules/cart/data";
import { OrderConfirmation } from "@/modules/cart/templates/order-confirmation";
import { confirmationFor } from "@/modules/orders/data";

export const metadata: Metadata = { title: t("cart:confirmation.title"), robots: { index: false } };

/** `?odeme=basarili|basarisiz`: back from iyzico's payment page (the callback's redirect). */
const cardOutcomes = { basarili: "paid", basarisiz: "failed" } as const;

export default async function ConfirmationPage({
  params,
  searchParams,
}: {
  params: Promise<{ number: string }>;
  searchParams: Promise<{ odeme?: string | string[] }>;
}) {
  const { number } = await params;
  const { odeme } = await searchParams;
  const cardOutcome =
    typeof odeme === "string" && Object.hasOwn(cardOutcomes, odeme) ? cardOutcomes[odeme as keyof typeof cardOutcomes] : undefined;
  const requestHeaders = await headers();
  const user = await sessionUser(requestHeaders);
  const decoded = decodeOrNull(number);
  const order = decoded === null ? null : await confirmationFor(cartOwner(requestHeaders, user), decoded);
  if (!order) notFound();
  return <OrderConfirmation order={order} isCustomer={Boolean(user)} cardOutcome={cardOutcome} />;
}
