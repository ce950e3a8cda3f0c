"use client";
import { createContext, type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { useRequiredContext } from "./developer-error";
import { createUiStore, type UiStore } from "./lib/ui-store";
import { Modal } from "./modal";
import { SidePanel } from "./side-panel";

export type Ui = Pick<UiStore, "openSidePanel" | "closeSidePanel" | "openModal" | "closeModal">;

const UiContext = createContext<Ui | null>(null);

/** `const { openSidePanel, closeSidePanel, openModal, closeModal } = useUi()` (rules in lib/ui-store). */
export const useUi = () => useRequiredContext(UiContext, "useUi()", "UiProvider");

/** One side panel and one modal for the whole shop, opened from anywhere through `useUi()`. */
export function UiProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createUiStore);
  const { panel, modal } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => store.dispose, [store]);
  return (
    <UiContext.Provider value={store}>
      {children}
      <SidePanel state={panel} onClose={store.closeSidePanel} />
      <Modal state={modal} onClose={store.closeModal} />
    </UiContext.Provider>
  );
}
