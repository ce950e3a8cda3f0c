"use client";
import Image from "next/image";
import { CloseIcon } from "@/modules/ui/icons";
import Link from "@/modules/ui/link";
import { POPUP_DIALOG_ID } from "../lib/popup-seen";

export type PopupContent = { name: string; image: string; link: string | null };
export type PopupLabels = { follow: string; close: string };

const POPUP_SIZE = 600;

/**
 * The navigation's popup, shown once per browser: a native modal dialog in the page's markup, opened by its own
 * inline script while the page loads (`PopupOpener` in popup.tsx), so the first visit's largest picture does not
 * wait for the page's JavaScript. The dialog is the dimmed overlay (a click on it closes); the X is a
 * `method="dialog"` form, so it closes without JavaScript too; Escape closes natively. Clicking the 600x600 image
 * closes it and follows its link, if it has one. A client view fed small props, so the page's payload carries those
 * instead of its markup.
 *
 * The photo is preloaded from the head at high priority, before the stylesheet and the page's scripts: on a first
 * visit it is the largest paint of every page but a product page (whose gallery photo is larger), and a phone should
 * have it when the first frame is drawn. A browser that has seen the popup takes it from its cache (the image answers
 * are cached for a year), so the preload costs it no download.
 */
export function PopupView({ popup, labels }: { popup: PopupContent; labels: PopupLabels }) {
  const image = (
    <Image
      src={popup.image}
      alt={popup.name}
      width={POPUP_SIZE}
      height={POPUP_SIZE}
      preload
      fetchPriority="high"
      className="block h-auto w-full"
    />
  );
  return (
    <dialog id={POPUP_DIALOG_ID} aria-label={popup.name} data-testid="popup-overlay" className="popup">
      <div className="popup-panel">
        {popup.link ? (
          <Link href={popup.link} className="block w-full" aria-label={labels.follow}>
            {image}
          </Link>
        ) : (
          image
        )}
        <form method="dialog" className="absolute top-2 right-2">
          <button type="submit" className="popup-close" aria-label={labels.close}>
            <CloseIcon />
          </button>
        </form>
      </div>
    </dialog>
  );
}
