import { t } from "@/i18n/server";
import { requestNonce } from "@/modules/layout/data";
import { PopupOpenerScript } from "./popup-opener";
import { type PopupContent, PopupView } from "./popup-view";

/** The navigation's popup (popup-view.tsx), worded on the server. */
export function Popup({ popup }: { popup: PopupContent }) {
  const labels = { follow: t("shell:popup.follow", { name: popup.name }), close: t("shell:ui.close") };
  return <PopupView popup={popup} labels={labels} />;
}

/**
 * The popup's opening script (lib/popup-seen.ts), with this response's nonce. The browser runs it as the parser
 * reaches it, after the style sheet has arrived, and parses nothing further until then: where it stands decides what
 * the first frame can hold (the shop layout places it, lib/popup-placement.ts).
 */
export async function PopupOpener() {
  return <PopupOpenerScript nonce={await requestNonce()} />;
}
