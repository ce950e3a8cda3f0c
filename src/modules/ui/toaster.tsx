"use client";
import { type ComponentType, useEffect, useState, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { useTranslation } from "@/i18n/client";
import { onSonnerLoaded, TOAST_DEFAULT_MS, toastPosition } from "./lib/toasts";
import { useSidePanelOpen } from "./ui-provider";

/** Tailwind's lg: from here the side panel slides in from the right; below it is a bottom sheet. */
const WIDE = "(min-width: 1024px)";
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const useWide = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

/**
 * The one toast host: bottom, 5000 ms by default, at most 560 px wide, above every overlay (5500). It
 * mounts when the first toast loads sonner (lib/toasts), so pages without a toast never load it. While the side
 * panel is open the toasts keep clear of it (`toastPosition`).
 *
 * sonner's rich colours put text at 2.8:1 to 4.3:1 on their tinted backgrounds, below WCAG AA (axe flagged the
 * green title even with darker text colours), so toasts keep sonner's plain theme: dark text on white, with the
 * status told by the icon and the text.
 */
export function Toaster() {
  const { t } = useTranslation("shell");
  const [Host, setHost] = useState<ComponentType<ToasterProps> | null>(null);
  const panelOpen = useSidePanelOpen();
  const wide = useWide();
  useEffect(() => onSonnerLoaded((module) => setHost(() => module.Toaster)), []);
  if (!Host) return null;
  return (
    <Host
      position={toastPosition(panelOpen, wide)}
      duration={TOAST_DEFAULT_MS}
      closeButton
      containerAriaLabel={t("ui.toast.region")}
      style={{ zIndex: 5500 }}
      toastOptions={{ closeButtonAriaLabel: t("ui.toast.close"), style: { maxWidth: 560 } }}
      mobileOffset={{ bottom: "calc(var(--spacing-tabbar) + 12px)" }}
    />
  );
}
