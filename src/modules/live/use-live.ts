"use client";
import { useEffect, useRef } from "react";
import { type LiveListener, subscribeLive } from "./live-channel";

/** Calls `listener` with the live channel's signals while the island is mounted (and `enabled`). */
export function useLive(listener: LiveListener, enabled = true) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => (enabled ? subscribeLive((signal) => latest.current(signal)) : undefined), [enabled]);
}
