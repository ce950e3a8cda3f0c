"use client";
import { useMemo } from "react";
import { useTranslation } from "@/i18n/client";
import { createToasts } from "./lib/toasts";

/** `const toast = useToast(); toast.success({ title, description, undo: { onUndo } })`. */
export function useToast() {
  const { t } = useTranslation("shell");
  return useMemo(() => createToasts(t("ui.toast.undo")), [t]);
}
