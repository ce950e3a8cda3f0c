import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { DeliveryType, PaymentMethod } from "@/lib/cart-totals";
import { defaultCountry, fromE164, phoneDigits, toE164 } from "@/lib/phone";
import { addAddress } from "@/server/account";
import type { CartOwner } from "@/server/cart";
import {
  assertPaymentAllowed,
  type CartResult,
  type CartRow,
  cartError,
  cartLines,
  cartTotals,
  changeCart,
  paymentRules,
  ruledOrder,
} from "@/server/cart";
import { paymentProvider } from "@/server/orders/payments";
import { db, type Tx } from "@/server/platform/db/client";
import { addresses, cartItems, carts } from "@/server/platform/db/schema";
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

/** An address typed at checkout, kept in the customer's address book (its title: district and province). */
function keepAddress(tx: Tx, userId: string, address: PostalAddress) {
  const phone = toE164({ countryCode: defaultCountry.code, code: defaultCountry.phoneCode, number: phoneDigits(address.phone) });
  const title = `${address.district} / ${address.city}`.slice(0, 40);
  const billing = { tcKimlikNo: "", companyName: "", taxOffice: "", taxNumber: "" };
  return addAddress(tx, userId, { ...billing, ...address, title, phone, isDefault: false });
}

/**
 * Step information: who receives the order and where. Guests give an e-mail; customers use their account's, and may
 * keep a new delivery address in their address book.
 */
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
    if (owner.user && input.saveAddress && input.shippingAddress) await keepAddress(tx, owner.user.id, shipping);
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

/** The delivery type, and on to payment unless `advance` is false (a choice the summary's totals follow at once). */
export function saveDelivery(owner: CartOwner, deliveryType: DeliveryType, advance = true): Promise<CartResult> {
  return changeCart(owner, async (tx, cart) => {
    requireStep(cart, "delivery");
    await tx
      .update(carts)
      .set({ deliveryType, ...(advance && { step: "payment" as const }) })
      .where(eq(carts.id, cart.id));
  });
}

/**
 * The payment method decides the cash-on-delivery fee in the totals; card is refused until a provider is configured,
 * and a method its rule (store settings) does not allow for this cart with the reason.
 */
export async function savePayment(owner: CartOwner, paymentMethod: PaymentMethod): Promise<CartResult> {
  const rules = await paymentRules();
  return changeCart(owner, async (tx, cart) => {
    requireStep(cart, "payment");
    if (!paymentProvider(paymentMethod)) throw cartError(400, "payment_method_unavailable");
    const lines = await cartLines(tx, cart.id);
    assertPaymentAllowed(rules, paymentMethod, ruledOrder(lines, await cartTotals(tx, cart, lines)));
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

/** The customer's name and, when it is Turkish, their phone's national digits: a new checkout address starts with them. */
export function checkoutContact(user: { name: string; phone?: string | null }) {
  const phone = fromE164(user.phone);
  return { name: user.name, phone: phone?.countryCode === defaultCountry.code ? phone.number : undefined };
}
