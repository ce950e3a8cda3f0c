"use client";
import { useLayoutEffect, useRef } from "react";

/**
 * The shop's panel and modal are opened from code, not from a Radix trigger, so Radix has nothing to
 * give focus back to and it falls to `<body>`. This remembers what had focus when `open` turned true
 * (the button that opened it: layout effects run before Radix moves focus inside) and hands back the
 * `onCloseAutoFocus` that returns focus there, when that element is still on the page.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
}
