"use client";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { CloseIcon } from "@/modules/ui/icons";
import { markPopupSeen, type PopupContent } from "../lib/popup-seen";

const POPUP_SIZE = 600;

/**
 * The navigation's popup dialog. The overlay, the X or Escape close it and mark it
 * seen; clicking the 600x600 image closes it too and goes to its link, if it has one.
 */
export function PopupDialog({ popup }: { popup: PopupContent }) {
  const { t } = useTranslation("shell");
  const router = useRouter();
  const [open, setOpen] = useState(true);

  function close() {
    markPopupSeen();
    setOpen(false);
  }

  function follow() {
    close();
    if (popup.link) router.push(popup.link);
  }

  const image = <Image src={popup.image} alt={popup.name} width={POPUP_SIZE} height={POPUP_SIZE} className="block h-auto w-full" />;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="popup-overlay" className="fixed inset-0 z-[5000] bg-black/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[5001] w-[min(600px,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-lg bg-white shadow-2xl data-[state=open]:animate-fade-in"
        >
          <Dialog.Title className="sr-only">{popup.name}</Dialog.Title>
          {popup.link ? (
            <button type="button" onClick={follow} className="block w-full" aria-label={t("popup.follow", { name: popup.name })}>
              {image}
            </button>
          ) : (
            image
          )}
          <Dialog.Close
            className="absolute top-2 right-2 rounded-full bg-white/90 p-2 text-gray-800 shadow hover:bg-white"
            aria-label={t("ui.close")}
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
