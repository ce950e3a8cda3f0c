import type { ReactNode } from "react";

type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;
const loadedListeners = new Set<(module: Sonner) => void>();

/**
 * sonner is loaded with the first toast, not with every page (it is about 40 kB of gzip). Toasts raised before
 * its Toaster mounts are replayed by sonner when the Toaster subscribes.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    sonner.then((module) => {
      for (const listener of loadedListeners) listener(module);
    });
  }
  return sonner;
}

/** Calls `listener` once sonner is loaded (at once if it already is); returns the unsubscribe. */
export function onSonnerLoaded(listener: (module: Sonner) => void) {
  loadedListeners.add(listener);
  sonner?.then(listener);
  return () => {
    loadedListeners.delete(listener);
  };
}

export const TOAST_DEFAULT_MS = 5000;

/**
 * Where toasts stand: on wide screens at the bottom left, clear of the right-hand column (a product's quantity and
 * add button, the order summary) and of the side panel that slides in from the right; on phones at the bottom
 * centre, or above the open bottom sheet (top centre), whose inputs sit low.
 */
export function toastPosition(panelOpen: boolean, wide: boolean): "bottom-center" | "bottom-left" | "top-center" {
  if (wide) return "bottom-left";
  return panelOpen ? "top-center" : "bottom-center";
}
/** Cart errors stay 2.5 s, other product toasts 3.5 s. */
export const TOAST_CART_ERROR_MS = 2500;
export const TOAST_SHORT_MS = 3500;

export type ToastStatus = "info" | "success" | "error" | "warning";
export type ToastInput = { title: ReactNode; description?: ReactNode; duration?: number; undo?: { onUndo: () => void; label?: string } };

/** Toasts by status over sonner (which pauses them on hover); an Undo action when `undo` is given. */
export function createToasts(defaultUndoLabel: string) {
  const show = (status: ToastStatus) => (input: ToastInput) =>
    loadSonner().then(({ toast }) =>
      toast[status](input.title, {
        description: input.description,
        duration: input.duration,
        action: input.undo ? { label: input.undo.label ?? defaultUndoLabel, onClick: input.undo.onUndo } : undefined,
      }),
    );
  return {
    info: show("info"),
    success: show("success"),
    error: show("error"),
    warning: show("warning"),
    dismissAll: () => loadSonner().then(({ toast }) => toast.dismiss()),
  };
}
