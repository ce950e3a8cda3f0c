"use client";
import { useTranslation } from "@/i18n/client";

/** A full-screen blur while the results page loads. */
export function NavigationBlur({ show }: { show: boolean }) {
  const { t } = useTranslation("search");
  if (!show) return null;
  return (
    <div className="fixed inset-0 z-[60] bg-white/40 backdrop-blur-sm" role="status" aria-live="polite">
      <span className="sr-only">{t("navigating")}</span>
    </div>
  );
}
