import Image from "next/image";
import Link from "next/link";
import { t } from "@/i18n/server";
import { CloseIcon } from "@/modules/ui/icons";
import { requestNonce } from "@/server/http/nonce";
import { popupScript } from "../lib/popup-seen";

export type PopupContent = { name: string; image: string; link: string | null };

const POPUP_SIZE = 600;
const DIALOG_ID = "site-popup";

/**
 * The navigation's popup, shown once per browser: a native modal dialog in the page's markup, opened by its own
 * inline script while the page loads, so the first visit's largest picture does not wait for the page's JavaScript.
 * The dialog is the dimmed overlay (a click on it closes); the X is a `method="dialog"` form, so it closes without
 * JavaScript too; Escape closes natively. Clicking the 600x600 image closes it and follows its link, if it has one.
 */
export async function Popup({ popup }: { popup: PopupContent }) {
  const nonce = await requestNonce();
  const image = (
    <Image
      src={popup.image}
      alt={popup.name}
      width={POPUP_SIZE}
      height={POPUP_SIZE}
      sizes={`(min-width: ${POPUP_SIZE + 32}px) ${POPUP_SIZE}px, calc(100vw - 2rem)`}
      className="block h-auto w-full"
    />
  );
  return (
    <>
      <dialog
        id={DIALOG_ID}
        aria-label={popup.name}
        data-testid="popup-overlay"
        className="m-0 h-dvh max-h-none w-screen max-w-none items-center justify-center border-0 bg-black/60 p-0 backdrop:bg-transparent open:flex"
      >
        <div className="relative w-[min(600px,calc(100%-2rem))] overflow-hidden rounded-lg bg-white shadow-2xl">
          {popup.link ? (
            <Link href={popup.link} className="block w-full" aria-label={t("shell:popup.follow", { name: popup.name })}>
              {image}
            </Link>
          ) : (
            image
          )}
          <form method="dialog" className="absolute top-2 right-2">
            <button
              type="submit"
              className="rounded-full bg-white/90 p-2 text-gray-800 shadow hover:bg-white"
              aria-label={t("shell:ui.close")}
            >
              <CloseIcon />
            </button>
          </form>
        </div>
      </dialog>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours with no request data in it */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: popupScript(DIALOG_ID) }} />
    </>
  );
}
