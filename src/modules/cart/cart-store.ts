"use client";
import { useEffect, useSyncExternalStore } from "react";
import { postJson } from "@/modules/api/client";
import { renewLive } from "@/modules/live/live-channel";
import type { Cart, CartItem } from "@/shared/cart/types";
import { followCart } from "./live-cart";

/**
 * The one cart state of the page, shared by every island (header button, tab badge, product
 * page, side panel, checkout) without a provider: a module-level store read through
 * useSyncExternalStore. Only one cart operation runs at a time: while one is in flight,
 * further ones are ignored and resolve to null.
 */
export const initialCart: Cart = {
  status: "draft",
  step: "information",
  subTotal: 0,
  discountTotal: 0,
  taxTotal: 0,
  deliveryTotal: 0,
  cashOnDeliveryServiceFee: 0,
  grandTotal: 0,
  itemCount: 0,
  productCount: 0,
  discounts: [],
  items: [],
  deliveryType: "standard",
  cardBrand: "none",
  installmentCount: 1,
  dueDifference: 0,
  paymentMethod: null,
  email: null,
  shippingAddress: null,
  billingAddress: null,
  pricesIncludeTax: true,
  unavailablePaymentMethods: {},
};

/** `removed`: the line the shopper just took out, offered back ("Geri Al") until the next operation. */
export type CartState = { cart: Cart; loaded: boolean; pending: string | null; removed: CartItem | null };

let state: CartState = { cart: initialCart, loaded: false, pending: null, removed: null };
const listeners = new Set<() => void>();
// Bumped by every operation, so an older answer (a reload that was overtaken) never overwrites a newer one.
let generation = 0;

function setState(next: Partial<CartState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverState: CartState = { cart: initialCart, loaded: false, pending: null, removed: null };
const serverSnapshot = () => serverState;

/** POST /api/cart: fetch (and on sign-in merge) the visitor's cart. Not an operation: it never blocks one. */
export async function loadCart(): Promise<void> {
  const mine = ++generation;
  try {
    const cart = await postJson<Cart>("/api/cart");
    if (mine === generation) setState({ cart, loaded: true });
  } catch {
    if (mine === generation) setState({ loaded: true });
  }
}

/**
 * Runs one operation on the cart unless one is already in flight: then it is ignored and resolves
 * to null. `apply` puts a cart answer into the store, unless a newer operation started
 * meanwhile. Errors are rethrown to the caller.
 */
export async function exclusive<T>(name: string, run: (apply: (cart: Cart) => void) => Promise<T>): Promise<T | null> {
  if (state.pending) return null;
  const mine = ++generation;
  setState({ pending: name, removed: null });
  try {
    return await run((cart) => {
      if (mine === generation) setState({ cart, loaded: true });
    });
  } finally {
    setState({ pending: null });
  }
}

/** Remembers a removed line so that it can be put back. */
export const rememberRemoved = (item: CartItem) => setState({ removed: item });

/** An operation on any endpoint that answers the cart. */
export const cartOperation = (name: string, path: string, body: unknown): Promise<Cart | null> =>
  exclusive(name, async (apply) => {
    const cart = await postJson<Cart>(path, body);
    apply(cart);
    return cart;
  });

let started = false;

/** First use in the browser: load the cart, and reload it when the tab comes back into view (another tab may have changed it). */
function start() {
  if (started) return;
  started = true;
  void loadCart();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !state.pending) void loadCart();
  });
  subscribe(() => followCart(state.loaded && (state.cart.itemCount > 0 || Boolean(knownUser)), reloadUnlessBusy));
}

const reloadUnlessBusy = () => {
  if (!state.pending) void loadCart();
};

/** The shared cart state; the first island to mount loads it. */
export function useCartState(): CartState {
  const snapshot = useSyncExternalStore(subscribe, () => state, serverSnapshot);
  useEffect(start, []);
  return snapshot;
}

// The signed-in user the loaded cart belongs to; undefined until an island reports one.
let knownUser: string | null | undefined;

/**
 * Reloads the cart whenever the signed-in user changes (sign-in merges the guest cart,
 * sign-out starts a new one). Several islands may report the same user; only a change reloads.
 */
export function useCartSession(userId: string | null) {
  useEffect(() => {
    if (knownUser !== undefined && knownUser !== userId) {
      void loadCart();
      renewLive();
    }
    knownUser = userId;
  }, [userId]);
}
