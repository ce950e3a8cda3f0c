"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

/** Local-storage key that marks the popup as seen in this browser. */
export const POPUP_SHOWN_KEY = "popupShown";

export type PopupContent = { name: string; image: string; link: string | null };

const seen = () => {
  try {
    return window.localStorage.getItem(POPUP_SHOWN_KEY) !== null;
  } catch {
    return true; // storage blocked: never nag on every page
  }
};

/** Marks the popup seen; storage blocked means it simply closes. */
export const markPopupSeen = () => {
  try {
    window.localStorage.setItem(POPUP_SHOWN_KEY, "true");
  } catch {
    // nothing to remember it in
  }
};

// The dialog (and Radix) loads only for a browser that has not seen the popup yet.
const PopupDialog = dynamic(() => import("./popup-dialog").then((m) => m.PopupDialog), { ssr: false });

/** The navigation's popup: shown once per browser. */
export function Popup({ popup }: { popup: PopupContent }) {
  const [show, setShow] = useState(false);
  useEffect(() => setShow(!seen()), []);
  return show ? <PopupDialog popup={popup} /> : null;
}
