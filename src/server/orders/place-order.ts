import "server-only";
import { eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { computeTotals } from "@/lib/cart-totals";
import { companyOf } from "@/server/account";
import {
  assertPaymentAllowed,
  type CartLine,
  type CartOwner,
  type CartRow,
  cartError,
  cartLines,
  checkCustomerCouponRules,
  countCouponUse,
  couponProblem,
  findCoupon,
  lockCart,
  paymentRules,
  ruledOrder,
  variantLabel,
} from "@/server/cart";
import { recordClarificationShown, seller, shownClarificationVersion, storeSettings } from "@/server/content";
import { paymentProvider } from "@/server/orders/payments";
import { db, type Tx } from "@/server/platform/db/client";
import { carts, orderItems, orderStatusHistory, orders } from "@/server/platform/db/schema";
import { announceLive, announceProducts, ownerScope } from "@/server/platform/live/publish";
import { queueMail } from "@/server/platform/mail/outbox";
import { cacheTags, invalidate } from "@/server/platform/runtime/cache";
import { assertQuotedPrices, markQuoteOrdered } from "@/server/quotes";
import { orderDeliveryDays } from "@/shared/catalog/delivery-days";
import type { Seller } from "@/shared/content/seller";
import { type ContractSet, contractSet } from "./contracts";
import { freezeContracts, withContracts } from "./documents";
import { orderConfirmationMail } from "./mail";
import { freshOrderNumber } from "./order-number";
import { newOrderNews } from "./staff-mail";
import { moveStock } from "./stock";

export type PlacedOrder = { number: string; status: string; paymentMethod: string; grandTotal: number; email: string };

function readyCart(cart: CartRow | null) {
  if (!cart) throw cartError(404, "cart_not_found");
  if (cart.step !== "payment" || !cart.email || !cart.shippingAddress || !cart.billingAddress || !cart.paymentMethod) {
    throw cartError(409, "checkout_incomplete");
  }
  const provider = paymentProvider(cart.paymentMethod);
  if (!provider) throw cartError(400, "payment_method_unavailable");
  return { cart, provider, email: cart.email, shippingAddress: cart.shippingAddress, billingAddress: cart.billingAddress };
}

/**
 * Takes the units off the shelf (moveStock). Lines go in a fixed order so that two orders never wait on each
 * other's rows (no deadlock on PostgreSQL).
 */
async function takeStock(tx: Tx, lines: CartLine[]) {
  const ordered = [...lines].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
  for (const line of ordered) {
    if (!line.isActive || !(await moveStock(tx, line, -line.quantity))) {
      throw cartError(409, "out_of_stock", { name: line.name }, "out_of_stock_item");
    }
  }
}

/**
 * The visitor's cart as it would be ordered now, inside the caller's transaction and under the cart's lock: its lines
 * priced from the catalogue, its coupon checked and its totals. Place-order orders it; checkout's contracts describe it.
 */
async function draftOrder(tx: Tx, owner: CartOwner) {
  const ready = readyCart(await lockCart(tx, owner));
  const { cart } = ready;
  const lines = await cartLines(tx, cart.id);
  if (lines.length === 0) throw cartError(400, "cart_empty");
  await assertQuotedPrices(tx, cart, lines);
  const coupon = cart.couponCode ? await findCoupon(tx, cart.couponCode) : undefined;
  if (cart.couponCode) {
    const problem = couponProblem(coupon);
    if (problem) throw problem;
  }
  const totals = computeTotals({
    lines,
    coupon: coupon ?? null,
    deliveryType: cart.deliveryType,
    paymentMethod: cart.paymentMethod,
    pricesIncludeTax: storeConfig.pricesIncludeTax,
    delivery: storeConfig.delivery,
  });
  const company = owner.user ? await companyOf(owner.user.id, tx) : null;
  return { ...ready, lines, coupon, totals, company };
}

type Draft = Awaited<ReturnType<typeof draftOrder>>;

/** The coupon the order's totals took off (a coupon below its minimum takes nothing and is not kept). */
const appliedCoupon = (totals: Draft["totals"]) => totals.discounts.find((d) => d.isApplied)?.code ?? null;

const contractsOf = (draft: Draft, seller: Seller) =>
  contractSet({
    seller,
    email: draft.email,
    company: draft.company,
    shippingAddress: draft.shippingAddress,
    billingAddress: draft.billingAddress,
    lines: draft.lines.map((line, i) => ({
      name: line.name,
      variantLabel: line.attributes ? variantLabel(line.attributes) : null,
      code: line.code,
      quantity: line.quantity,
      unitPrice: draft.totals.lines[i]!.unitPrice,
      lineTotal: draft.totals.lines[i]!.lineTotal,
      taxRate: line.taxRate,
    })),
    totals: { ...draft.totals, couponCode: appliedCoupon(draft.totals) },
    paymentMethod: draft.provider.method,
    deliveryType: draft.cart.deliveryType,
    deliveryDays: orderDeliveryDays(draft.lines),
  });

/** The pre-information form and the distance-selling contract of the visitor's cart, for checkout to show before the order. */
export async function previewContracts(owner: CartOwner): Promise<ContractSet> {
  const [draft, current] = await Promise.all([db().transaction((tx) => draftOrder(tx, owner)), seller()]);
  return contractsOf(draft, current);
}

/** The buyer's approval of the contracts: the hash of the texts checkout showed (if the client sends it) and their address. */
export type ContractApproval = { hash?: string; clientIp: string };

/**
 * Places the order for the visitor's cart in one transaction: re-reads prices and stock from the
 * catalogue, checks the total the shopper saw and the payment method's rule, takes the stock, counts the coupon use, writes the
 * order with its lines and first status, freezes the contracts the buyer approved, completes the cart and queues the
 * confirmation mail (the worker sends it, with the contracts as a PDF built then from the frozen text: the shopper does
 * not wait on the mail server, and a mail server that is down only delays it). After the commit
 * the catalogue cache is invalidated (stock and units sold changed, docs/adr/0006).
 */
export async function placeOrder(
  owner: CartOwner,
  expectedGrandTotal: number | undefined,
  approval: ContractApproval,
): Promise<PlacedOrder> {
  const rules = await paymentRules();
  const [settings, currentSeller, clarification] = await Promise.all([storeSettings(), seller(), shownClarificationVersion()]);
  let sold: (number | null)[] = [];
  let buyer: string | null = null;
  const placed = await db().transaction(async (tx) => {
    const draft = await draftOrder(tx, owner);
    const { cart, provider, email, shippingAddress, billingAddress, lines, coupon, totals } = draft;
    if (expectedGrandTotal !== undefined && expectedGrandTotal !== totals.grandTotal) throw cartError(409, "prices_changed");
    const contracts = contractsOf(draft, currentSeller);
    if (approval.hash !== undefined && approval.hash !== contracts.hash) throw cartError(409, "contracts_changed");
    assertPaymentAllowed(rules, provider.method, ruledOrder(lines, totals));
    await takeStock(tx, lines);
    const applied = appliedCoupon(totals);
    if (coupon && applied) {
      await checkCustomerCouponRules(tx, coupon, { userId: owner.user?.id ?? null, email });
      await countCouponUse(tx, coupon);
    }

    const now = new Date();
    const number = await freshOrderNumber(tx);
    const payment = await provider.start({ orderNumber: number, grandTotal: totals.grandTotal, email });
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        userId: owner.user?.id ?? null,
        guestCheckout: !owner.user,
        cartId: cart.id,
        email,
        status: payment.status,
        paymentMethod: provider.method,
        deliveryType: cart.deliveryType,
        subTotal: totals.subTotal,
        discountTotal: totals.discountTotal,
        taxTotal: totals.taxTotal,
        deliveryTotal: totals.deliveryTotal,
        cashOnDeliveryServiceFee: totals.cashOnDeliveryServiceFee,
        grandTotal: totals.grandTotal,
        couponCode: applied,
        shippingAddress,
        billingAddress,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const id = order!.id;
    await recordClarificationShown(tx, { form: "checkout", recordId: id, userId: owner.user?.id ?? null, version: clarification });
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((line, i) => ({
          orderId: id,
          productId: line.productId,
          variantId: line.variantId,
          code: line.code,
          name: line.name,
          slug: line.slug,
          variantLabel: line.attributes ? variantLabel(line.attributes) : null,
          unitPrice: totals.lines[i]!.unitPrice,
          quantity: line.quantity,
          lineTotal: totals.lines[i]!.lineTotal,
          taxRate: line.taxRate,
        })),
      )
      .returning();
    await tx.insert(orderStatusHistory).values({ orderId: id, status: payment.status, actorId: owner.user?.id ?? null, createdAt: now });
    await freezeContracts(tx, id, contracts, { at: now, clientIp: approval.clientIp });
    await markQuoteOrdered(tx, cart, id, owner.user?.id ?? null);
    await tx.update(carts).set({ status: "completed", step: "confirmation", updatedAt: now }).where(eq(carts.id, cart.id));
    await queueMail(tx, withContracts(orderConfirmationMail({ ...order!, items }, settings), order!));
    // A card order is news for staff once it is paid (./card-payment.ts); until then it may never be.
    if (provider.method !== "card") await newOrderNews(tx, order!);
    buyer = ownerScope({ userId: order!.userId, cartId: cart.id });
    sold = lines.map((line) => line.productId);
    return { number, status: payment.status, paymentMethod: provider.method, grandTotal: totals.grandTotal, email };
  });
  await invalidate(cacheTags.catalog);
  await announceLive(buyer, [{ kind: "cart" }]);
  await announceProducts(sold);
  return placed;
}
