"use client";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "@/modules/ui/icons";

/** SPEC §9: local-storage key that marks the popup as seen in this browser. */
export const POPUP_SHOWN_KEY = "popupShown";
const POPUP_SIZE = 600;

export type PopupContent = { name: string; image: string; link: string | null };

const seen = () => {
  try {
    return window.localStorage.getItem(POPUP_SHOWN_KEY) !== null;
  } catch {
    return true; // storage blocked: never nag on every page
  }
};

/**
 * The navigation's popup (SPEC §4): shown once per browser. The overlay, the X or Escape close it and mark it
 * seen; clicking the 600x600 image closes it too and goes to its link, if it has one.
 */
export function Popup({ popup }: { popup: PopupContent }) {
  const { t } = useTranslation("shell");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!seen()), []);

  function close() {
    try {
      window.localStorage.setItem(POPUP_SHOWN_KEY, "true");
    } catch {
      // storage blocked: the popup simply closes
    }
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
