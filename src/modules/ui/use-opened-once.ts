"use client";
import { useState } from "react";

/**
 * True from the first time `open` is true. Overlays load their code (Radix, sonner) on first use instead of
 * with every page: render the lazily imported overlay once this is true, and keep it for its closing animation.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
