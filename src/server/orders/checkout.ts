import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { DeliveryType, PaymentMethod } from "@/lib/cart-totals";
import type { CartRow } from "@/server/cart/cart";
import { cartError } from "@/server/cart/errors";
import type { CartOwner } from "@/server/cart/identity";
import { type CartResult, changeCart } from "@/server/cart/items";
import { db, type Tx } from "@/server/db/client";
import { addresses, cartItems, carts } from "@/server/db/schema";
import { paymentProvider } from "@/server/orders/payments";
import type { PostalAddress } from "@/shared/account/address";
import type { InformationInput } from "@/shared/cart/checkout-input";
import { type CartStep, cartSteps } from "@/shared/cart/types";

/** A saved address of this customer; another customer's id is simply not found. */
async function savedAddress(tx: Tx, owner: CartOwner, id: number): Promise<PostalAddress> {
  const [row] = owner.user
    ? await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, owner.user.id)))
    : [];
  if (!row) throw cartError(404, "address_not_found");
  const { fullName, phone, city, district, neighbourhood, line, postcode, billingType } = row;
  const optional = { tcKimlikNo: row.tcKimlikNo, companyName: row.companyName, taxOffice: row.taxOffice, taxNumber: row.taxNumber };
  const extras = Object.fromEntries(Object.entries(optional).filter(([, v]) => v)) as Partial<PostalAddress>;
  return { fullName, phone, city, district, neighbourhood, line, postcode, billingType, ...extras };
}

async function notEmpty(tx: Tx, cart: CartRow) {
  const [line] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, cart.id)).limit(1);
  if (!line) throw cartError(400, "cart_empty");
}

const stepIndex = (step: CartStep) => cartSteps.indexOf(step);

function requireStep(cart: CartRow, step: CartStep) {
  if (stepIndex(cart.step) < stepIndex(step)) throw cartError(409, "checkout_step_not_reached");
}

/** Step information: who receives the order and where. Guests give an e-mail; customers use their account's. */
export function saveInformation(owner: CartOwner, input: InformationInput): Promise<CartResult> {
  return changeCart(owner, async (tx, cart) => {
    await notEmpty(tx, cart);
    const email = owner.user?.email ?? input.email;
    if (!email) throw cartError(400, "email_required");
    const shipping = input.shippingAddressId
      ? await savedAddress(tx, owner, input.shippingAddressId)
      : (input.shippingAddress as PostalAddress);
    const billing = input.billingAddressId
      ? await savedAddress(tx, owner, input.billingAddressId)
      : ((input.billingAddress as PostalAddress | undefined) ?? shipping);
    await tx
      .update(carts)
      .set({
        email,
        shippingAddress: shipping,
        billingAddress: billing,
        step: stepIndex(cart.step) > stepIndex("delivery") ? cart.step : "delivery",
      })
      .where(eq(carts.id, cart.id));
  });
}

export function saveDelivery(owner: CartOwner, deliveryType: DeliveryType): Promise<CartResult> {
  return changeCart(owner, async (tx, cart) => {
    requireStep(cart, "delivery");
    await tx.update(carts).set({ deliveryType, step: "payment" }).where(eq(carts.id, cart.id));
  });
}

/** The payment method decides the cash-on-delivery fee in the totals; card is refused until a provider is configured. */
export function savePayment(owner: CartOwner, paymentMethod: PaymentMethod): Promise<CartResult> {
  return changeCart(owner, async (tx, cart) => {
    requireStep(cart, "payment");
    if (!paymentProvider(paymentMethod)) throw cartError(400, "payment_method_unavailable");
    await tx.update(carts).set({ paymentMethod }).where(eq(carts.id, cart.id));
  });
}

/** Back to an earlier step (the shopper edits their address or delivery); never forward past what was filled in. */
export function goToStep(owner: CartOwner, step: CartStep): Promise<CartResult> {
  return changeCart(owner, async (tx, cart) => {
    requireStep(cart, step);
    await tx.update(carts).set({ step }).where(eq(carts.id, cart.id));
  });
}

/** A customer's saved addresses for the checkout's address choice, the default first. */
export async function checkoutAddresses(userId: string) {
  const rows = await db()
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map((a) => ({
    id: a.id,
    title: a.title,
    fullName: a.fullName,
    summary: `${a.line}, ${a.neighbourhood}, ${a.district} / ${a.city}`,
    isDefault: a.isDefault === 1,
  }));
}
