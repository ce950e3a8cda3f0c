"use client";
import { useTranslation } from "@/i18n/client";
import { ApiCallError } from "@/modules/api/client";
import { TOAST_CART_ERROR_MS } from "@/modules/ui/lib/toasts";
import { useToast } from "@/modules/ui/use-toast";
import type { AddItemInput } from "@/shared/cart/cart-input";
import type { CartItem } from "@/shared/cart/types";
import { cartOperation, rememberRemoved, useCartState } from "./cart-store";

/**
 * The cart and its operations for client islands, with its error toasts: a failed add or
 * update says "Ürün sepete eklenirken bir hata oluştu!" (with the server's reason when it gave
 * one). A removal is offered back inside the cart itself (`removed`, `undoRemove`) rather than in a
 * toast: the desktop cart is a modal side panel, and everything outside a modal dialog is hidden
 * from assistive technology and cannot be clicked or reached by keyboard. Each operation resolves to the new cart, or null when it failed or
 * was ignored because another one was in flight.
 */
export function useCart() {
  const { t } = useTranslation("cart");
  const toast = useToast();
  const state = useCartState();

  // Title "Hata", the fixed sentence, then the server's reason when it is one the shopper can act on.
  const failed = (message: string) => (error: unknown) => {
    const reason = error instanceof ApiCallError && error.fromServer && error.status < 500 ? ` ${error.message}` : "";
    toast.error({ title: t("toast.errorTitle"), description: `${message}${reason}`, duration: TOAST_CART_ERROR_MS });
    return null;
  };
  const addFailed = failed(t("toast.addFailed"));

  const add = (item: AddItemInput) => cartOperation("add", "/api/cart/add-item", { item }).catch(addFailed);

  const update = (item: CartItem, quantity: number) =>
    cartOperation(`update:${item.id}`, "/api/cart/update-item", { item: { id: item.id, quantity } }).catch(addFailed);

  const remove = async (item: CartItem) => {
    const cart = await cartOperation(`remove:${item.id}`, "/api/cart/remove-item", { item: { id: item.id } }).catch(
      failed(t("toast.removeFailed")),
    );
    if (cart) rememberRemoved(item);
    return cart;
  };

  /** Puts the last removed line back, with its quantity. */
  const undoRemove = () => {
    const item = state.removed;
    return item ? add({ productId: item.productId, variantId: item.variantId, quantity: item.quantity }) : Promise.resolve(null);
  };

  return { ...state, add, update, remove, undoRemove };
}
