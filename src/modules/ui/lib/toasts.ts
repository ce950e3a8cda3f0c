import type { ReactNode } from "react";
import { toast } from "sonner";

export const TOAST_DEFAULT_MS = 5000;
/** SPEC §9: cart errors stay 2.5 s, other product toasts 3.5 s. */
export const TOAST_CART_ERROR_MS = 2500;
export const TOAST_SHORT_MS = 3500;

export type ToastStatus = "info" | "success" | "error" | "warning";
export type ToastInput = { title: ReactNode; description?: ReactNode; duration?: number; undo?: { onUndo: () => void; label?: string } };

/** Toasts by status over sonner (which pauses them on hover); an Undo action when `undo` is given. */
export function createToasts(defaultUndoLabel: string) {
  const show = (status: ToastStatus) => (input: ToastInput) =>
    toast[status](input.title, {
      description: input.description,
      duration: input.duration,
      action: input.undo ? { label: input.undo.label ?? defaultUndoLabel, onClick: input.undo.onUndo } : undefined,
    });
  return {
    info: show("info"),
    success: show("success"),
    error: show("error"),
    warning: show("warning"),
    dismissAll: () => toast.dismiss(),
  };
}
