"use client";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { useTranslation } from "@/i18n/client";
import { useLive } from "@/modules/live/use-live";

/**
 * The back office's live island (docs/adr/0013): a toast for a new order, inbox message or review waiting for
 * approval, and the page's server data read again, so counts and lists are current without a reload.
 */
export function StaffLive() {
  const { t } = useTranslation("admin");
  const router = useRouter();
  useLive((signal) => {
    if (signal.kind === "staff") toast.info(t(`live.${signal.topic}`));
    if (signal.kind === "staff" || signal.kind === "resync") router.refresh();
  });
  return null;
}
