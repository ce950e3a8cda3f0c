"use client";
import { POPUP_DIALOG_ID, popupScript } from "../lib/popup-seen";

/**
 * The popup's opening script as a client view: the page's payload carries its nonce only, not the script's text
 * (a server component's script would travel twice, in the markup and in the payload).
 */
export function PopupOpenerScript({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours with no request data in it
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: popupScript(POPUP_DIALOG_ID) }} />;
}
