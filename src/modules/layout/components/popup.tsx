"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { type PopupContent, popupSeen } from "../lib/popup-seen";

// The dialog (and Radix) loads only for a browser that has not seen the popup yet.
const PopupDialog = dynamic(() => import("./popup-dialog").then((m) => m.PopupDialog), { ssr: false });

/** The navigation's popup: shown once per browser. */
export function Popup({ popup }: { popup: PopupContent }) {
  const [show, setShow] = useState(false);
  useEffect(() => setShow(!popupSeen()), []);
  return show ? <PopupDialog popup={popup} /> : null;
}
