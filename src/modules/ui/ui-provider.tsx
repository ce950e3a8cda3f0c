"use client";
import dynamic from "next/dynamic";
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { useRequiredContext } from "./developer-error";
import { createUiStore, type UiStore } from "./lib/ui-store";
import { useOpenedOnce } from "./use-opened-once";

// Loaded on first open: Radix's dialog stays out of every page's first load.
const SidePanel = dynamic(() => import("./side-panel").then((m) => m.SidePanel), { ssr: false });
const Modal = dynamic(() => import("./modal").then((m) => m.Modal), { ssr: false });

export type Ui = Pick<UiStore, "openSidePanel" | "closeSidePanel" | "openModal" | "closeModal">;

const UiContext = createContext<Ui | null>(null);
const PanelOpenContext = createContext(false);

/** `const { openSidePanel, closeSidePanel, openModal, closeModal } = useUi()` (rules in lib/ui-store). */
export const useUi = () => useRequiredContext(UiContext, "useUi()", "UiProvider");

/** Whether the side panel (desktop) or bottom sheet (mobile) is open: toasts keep clear of it. */
export const useSidePanelOpen = () => useContext(PanelOpenContext);

/** One side panel and one modal for the whole shop, opened from anywhere through `useUi()`. */
export function UiProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createUiStore);
  const { panel, modal } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => store.dispose, [store]);
  const panelUsed = useOpenedOnce(panel.open);
  const modalUsed = useOpenedOnce(modal.open);
  return (
    <UiContext.Provider value={store}>
      <PanelOpenContext.Provider value={panel.open}>
        {children}
        {panelUsed && <SidePanel state={panel} onClose={store.closeSidePanel} />}
        {modalUsed && <Modal state={modal} onClose={store.closeModal} />}
      </PanelOpenContext.Provider>
    </UiContext.Provider>
  );
}
