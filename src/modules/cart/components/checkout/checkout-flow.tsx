"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import type { PaymentMethod } from "@/lib/cart-totals";
import { errorMessage, postJson } from "@/modules/api/client";
import { type Cart, type CartStep, cartSteps } from "@/shared/cart/types";
import { cardPaymentPage } from "../../card-payment";
import { cartOperation, exclusive, useCartState } from "../../cart-store";
import { EmptyCart } from "../empty-cart";
import { Spinner } from "../spinner";
import { CheckoutSummary } from "./checkout-summary";
import type { Approval } from "./contracts-approval";
import { DeliveryStep } from "./delivery-step";
import { InformationStep } from "./information-step";
import { PaymentStep } from "./payment-step";
import { StepSection } from "./step-section";
import type { AccountContact, DeliveryOptions, PaymentOptions, SavedAddress } from "./types";

type Props = {
  initialCart: Cart;
  account: AccountContact | null;
  addresses: SavedAddress[];
  delivery: DeliveryOptions;
  payment: PaymentOptions;
};

/** /checkout: information -> delivery -> payment, driven by the cart's `step`; placing the order leads to the confirmation page. */
export function CheckoutFlow({ initialCart, account, addresses, delivery, payment }: Props) {
  const { t } = useTranslation("cart");
  const router = useRouter();
  const live = useCartState();
  const cart = live.loaded ? live.cart : initialCart;
  const [error, setError] = useState<string | null>(null);
  // The method of the order just placed: the page waits for the confirmation (or, for a card, iyzico's page).
  const [placed, setPlaced] = useState<PaymentMethod | null>(null);

  const fail = (err: unknown) => setError(errorMessage(err) || t("checkout.failed"));
  const run = (name: string, path: string, body: unknown) => cartOperation(name, path, body).then(() => setError(null), fail);

  const placeOrder = ({ hash }: Approval) =>
    exclusive("order", async (apply) => {
      const order = await postJson<{ number: string; paymentMethod: PaymentMethod }>("/api/checkout/place-order", {
        expectedGrandTotal: cart.grandTotal,
        contractsApproved: true,
        contractsHash: hash,
      });
      setPlaced(order.paymentMethod);
      apply(await postJson<Cart>("/api/cart"));
      // A card order goes on to iyzico's payment page; if that cannot open, its confirmation page offers to try again.
      const page = order.paymentMethod === "card" ? await cardPaymentPage(order.number).catch(() => null) : null;
      if (page) window.location.assign(page);
      else router.push(`/checkout/confirmation/${order.number}`);
    }).catch(async (err) => {
      fail(err);
      // A changed price or stock: show the cart as it is now.
      await cartOperation("reload", "/api/cart", {}).catch(() => null);
    });

  // Before the first POST /api/cart a customer's guest cart may not be merged yet: wait rather than say "empty".
  const waiting = placed
    ? t(placed === "card" ? "cardPayment.redirecting" : "checkout.placed")
    : !live.loaded && cart.items.length === 0
      ? t("content.loading")
      : null;
  if (waiting) {
    return (
      <p role="status" className="flex items-center gap-2 py-16 text-lg">
        <Spinner /> {waiting}
      </p>
    );
  }
  if (cart.items.length === 0) {
    return <EmptyCart className="items-start py-12" />;
  }

  const at = cartSteps.indexOf(cart.step);
  const state = (step: CartStep) => (cartSteps.indexOf(step) < at ? "done" : step === cart.step ? "current" : "upcoming");
  const edit = (step: CartStep) => () => void run(`step:${step}`, "/api/checkout/step", { step });
  const address = cart.shippingAddress;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-4">
        {error && (
          <p role="alert" className="rounded border border-danger bg-red-50 p-3 text-sm text-danger">
            {error}
          </p>
        )}
        <StepSection
          index={1}
          title={t("checkout.steps.information")}
          state={state("information")}
          onEdit={edit("information")}
          summary={address && `${cart.email} · ${address.fullName}, ${address.line}, ${address.district} / ${address.city}`}
        >
          <InformationStep
            cart={cart}
            isGuest={!account}
            account={account}
            addresses={addresses}
            pending={live.pending === "information"}
            onSubmit={(body) => run("information", "/api/checkout/information", body)}
          />
        </StepSection>
        <StepSection
          index={2}
          title={t("checkout.steps.delivery")}
          state={state("delivery")}
          onEdit={edit("delivery")}
          summary={t(`delivery.${cart.deliveryType}`)}
        >
          <DeliveryStep
            cart={cart}
            options={delivery}
            pending={live.pending === "delivery" || live.pending === "delivery-choice"}
            onChoose={(deliveryType) => run("delivery-choice", "/api/checkout/delivery", { deliveryType, advance: false })}
            onSubmit={(deliveryType) => run("delivery", "/api/checkout/delivery", { deliveryType })}
          />
        </StepSection>
        <StepSection index={3} title={t("checkout.steps.payment")} state={state("payment")}>
          <PaymentStep
            cart={cart}
            options={payment}
            pending={live.pending}
            onChoose={(paymentMethod: PaymentMethod) => run("payment", "/api/checkout/payment", { paymentMethod })}
            onPlaceOrder={placeOrder}
          />
        </StepSection>
      </div>
      <CheckoutSummary cart={cart} pending={live.pending} />
    </div>
  );
}
