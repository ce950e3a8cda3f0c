"use client";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner } from "sonner";
import { TOAST_DEFAULT_MS } from "./lib/toasts";

/**
 * sonner's rich colours put text at 2.8:1 to 4.3:1 on their tinted backgrounds, below WCAG AA (axe flagged the
 * green title even with darker text colours), so toasts keep sonner's plain theme: dark text on white, with the
 * status told by the icon and the text.
 */
/** The one toast host (SPEC §9): bottom, 5000 ms by default, at most 560 px wide, above every overlay (5500). */
export function Toaster() {
  const { t } = useTranslation("shell");
  return (
    <Sonner
      position="bottom-center"
      duration={TOAST_DEFAULT_MS}
      closeButton
      containerAriaLabel={t("ui.toast.region")}
      style={{ zIndex: 5500 }}
      toastOptions={{ closeButtonAriaLabel: t("ui.toast.close"), style: { maxWidth: 560 } }}
      mobileOffset={{ bottom: "calc(var(--spacing-tabbar) + 12px)" }}
    />
  );
}
