"use client";
import { createContext } from "react";
import { useRequiredContext } from "./developer-error";

type PanelApi = { close: () => void };
export const SidePanelContext = createContext<PanelApi | null>(null);

/** For content that lives in the side panel (the confirm dialog, the cart): closing it from inside. */
export const useSidePanel = () => useRequiredContext(SidePanelContext, "useSidePanel()", "SidePanel");
