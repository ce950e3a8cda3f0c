import type { ReactNode } from "react";

/**
 * The one side panel and the one modal of the shop, as a small store outside React so their rules
 * can be tested: opening either closes the other, the side panel runs its on-close callback when it closes, and
 * the modal's title and content are cleared 500 ms after it closes unless it opens again first.
 */
export const MODAL_CLEAR_DELAY_MS = 500;

/** Normal is up to Tailwind's md, large up to 2xl, or a width in pixels. */
export type PanelSize = "normal" | "large" | number;
export type SidePanelState = { open: boolean; title: string; content: ReactNode; size: PanelSize };
export type ModalState = { open: boolean; title: string; content: ReactNode; large: boolean };
export type UiState = { panel: SidePanelState; modal: ModalState };

export type SidePanelOptions = { title: string; content: ReactNode; size?: PanelSize; onClose?: () => void };
export type ModalOptions = { title: string; content: ReactNode; large?: boolean };

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

export const closedPanel: SidePanelState = { open: false, title: "", content: null, size: "normal" };
export const closedModal: ModalState = { open: false, title: "", content: null, large: false };

export function createUiStore(timers: Timers = realTimers) {
  let state: UiState = { panel: closedPanel, modal: closedModal };
  const listeners = new Set<() => void>();
  let onPanelClose: (() => void) | undefined;
  let clearTimer: unknown = null;

  const set = (next: UiState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const cancelClear = () => {
    if (clearTimer !== null) timers.clear(clearTimer);
    clearTimer = null;
  };

  const closeSidePanel = () => {
    if (state.panel.open) set({ ...state, panel: { ...state.panel, open: false } });
    const callback = onPanelClose;
    onPanelClose = undefined;
    callback?.();
  };

  const closeModal = () => {
    if (!state.modal.open) return;
    set({ ...state, modal: { ...state.modal, open: false } });
    cancelClear();
    clearTimer = timers.set(() => {
      clearTimer = null;
      set({ ...state, modal: closedModal });
    }, MODAL_CLEAR_DELAY_MS);
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Opens the side panel (right on desktop, bottom sheet on mobile); closes the modal. */
    openSidePanel({ title, content, size = "normal", onClose }: SidePanelOptions) {
      closeModal();
      onPanelClose = onClose;
      set({ ...state, panel: { open: true, title, content, size } });
    },
    /** Closes the side panel and runs its on-close callback. */
    closeSidePanel,
    /** Opens the modal; cancels a pending clear and closes the side panel. */
    openModal({ title, content, large = false }: ModalOptions) {
      cancelClear();
      closeSidePanel();
      set({ ...state, modal: { open: true, title, content, large } });
    },
    closeModal,
    dispose: cancelClear,
  };
}

export type UiStore = ReturnType<typeof createUiStore>;
