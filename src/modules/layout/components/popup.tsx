import { t } from "@/i18n/server";
import { requestNonce } from "@/server/http/nonce";
import { type PopupContent, PopupView } from "./popup-view";

/** The navigation's popup (popup-view.tsx), worded on the server, with this response's nonce for its script. */
export async function Popup({ popup }: { popup: PopupContent }) {
  const labels = { follow: t("shell:popup.follow", { name: popup.name }), close: t("shell:ui.close") };
  return <PopupView popup={popup} labels={labels} nonce={await requestNonce()} />;
}
